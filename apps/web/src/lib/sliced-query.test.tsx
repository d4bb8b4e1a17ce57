import { QueryClient, QueryClientProvider, queryOptions, useQuery } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useSlicedQuery } from "./sliced-query";

describe("a sliced query (docs/decisions/118)", () => {
  it("draws the answer in a render of its own, after the one its arrival forces", async () => {
    let answer: (value: string) => void = () => undefined;
    const options = queryOptions({
      queryKey: ["sliced"],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const renders: string[] = [];
    function Figures() {
      const arrived = useQuery(options);
      const drawn = useSlicedQuery(options);
      renders.push(`${arrived.status}/${drawn.status}`);
      return <p>{drawn.data ?? "loading"}</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Figures />
      </QueryClientProvider>,
    );
    answer("42 views");
    expect((await screen.findByText("42 views")).tagName).toBe("P");
    // The arrival's own render still drew the pending screen; the answer came in the next one.
    expect(renders).toContain("success/pending");
    expect(renders.at(-1)).toBe("success/success");
  });
});
