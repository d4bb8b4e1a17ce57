// The yardstick of bench/request-path.bench.ts: a bare Fastify hello-world, nothing registered.
import Fastify from "fastify";

const app = Fastify();
app.get("/", async () => ({ hello: "world" }));
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
console.log("listening");
