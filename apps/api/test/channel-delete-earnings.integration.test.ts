import {
  CHANNEL_DELETE_CAUTIONS,
  channelDeleteCall,
  paymentInfoRegisterCall,
  type TWithdrawal,
  type TWithdrawalQuote,
  withdrawalQuoteCall,
  withdrawalRequestCall,
} from "@studio/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOk } from "./support/assertions";
import { type SignedIn, signedIn } from "./support/channels";
import { approvedChannel, confirmedCsv, confirmFile } from "./support/confirmed-revenue";
import { GOOD_PASSWORD } from "./support/factories";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * What deleting a channel does to its earnings, as the delete dialog says it (docs/decisions/132):
 * what the channel already credited stays in the balance and can be withdrawn; a month the network
 * had not confirmed yet is not credited, since a confirmed file naming the deleted channel finds no
 * channel. Nothing is forfeited, and there is no 10 USD threshold.
 */

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedIn(t, { isStaff: true });
});
afterAll(() => t.close());

const paypal = { method: "paypal", account_name: "Kim Minji", email: "minji.pay@example.test" };

describe("deleting a channel", () => {
  it("keeps what it credited, withdrawable; a later confirmation of its past month credits nothing", async () => {
    const owner = await signedIn(t);
    expectOk(await owner.client.call(paymentInfoRegisterCall, paypal));
    const channel = await approvedChannel(t, {
      ownerId: owner.account.id,
      networkId: owner.account.networkId,
    });
    // Months long past: withdrawable now (the demo network opens its window every day).
    expect(
      (await confirmFile(staff, confirmedCsv([[channel.id, "2026-01", "8.50"]]))).posted,
    ).toBeGreaterThan(0);
    const before = expectOk(await owner.client.call(withdrawalQuoteCall, {})) as TWithdrawalQuote;
    expect(before.available).toBe("8500000");

    expectOk(
      await owner.client.call(channelDeleteCall, {
        channel_id: channel.id,
        password: GOOD_PASSWORD,
        cautions: [...CHANNEL_DELETE_CAUTIONS],
      }),
    );
    // Already credited: still there, under 10 USD or not.
    const after = expectOk(await owner.client.call(withdrawalQuoteCall, {})) as TWithdrawalQuote;
    expect(after.available).toBe("8500000");

    // Not yet confirmed: a file naming the deleted channel, by its id or its platform id, posts nothing.
    for (const key of [channel.id, channel.platformChannelId]) {
      const answer = await confirmFile(staff, confirmedCsv([[key, "2026-02", "30.00"]]));
      expect(answer.posted).toBe(0);
      expect(answer.rejected.map((r) => r.reason)).toEqual(["no such channel in this network"]);
    }
    const unchanged = expectOk(await owner.client.call(withdrawalQuoteCall, {})) as TWithdrawalQuote;
    expect(unchanged.available).toBe("8500000");

    // What stayed is withdrawn like any balance once it is above 20 USD.
    const other = await approvedChannel(t, { ownerId: owner.account.id, networkId: owner.account.networkId });
    await confirmFile(staff, confirmedCsv([[other.id, "2026-01", "20.00"]]));
    const quote = expectOk(await owner.client.call(withdrawalQuoteCall, {})) as TWithdrawalQuote;
    expect(quote).toMatchObject({ total: "28500000", ready: true });
    const made = expectOk(await owner.client.call(withdrawalRequestCall, { total: quote.total })) as {
      withdrawal: TWithdrawal;
    };
    expect(made.withdrawal.total).toBe("28500000");
  });
});
