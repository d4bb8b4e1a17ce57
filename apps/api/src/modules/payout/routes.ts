import { paymentInfoCall, paymentInfoRegisterCall, paymentInfoUpdateCall } from "@studio/contract";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../lib/register-call";
import { changePaymentInfo, readPaymentInfo, registerPaymentInfo } from "./payment-info";

export function registerPayoutRoutes(app: FastifyInstance): void {
  registerCall(app, paymentInfoCall, ({ deps, network, account }) => readPaymentInfo(deps, network, account));

  registerCall(app, paymentInfoRegisterCall, ({ deps, network, account, input }) =>
    registerPaymentInfo(deps, network, account, input),
  );

  // The current password is asked on every change: a few guesses per address, then code 3.
  registerCall(
    app,
    paymentInfoUpdateCall,
    ({ deps, network, account, input }) => changePaymentInfo(deps, network, account, input),
    { rateLimit: { max: 20, timeWindow: "15 minutes" } },
  );
}
