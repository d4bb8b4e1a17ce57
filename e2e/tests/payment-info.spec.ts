import type { APIRequestContext } from "@playwright/test";
import { latestCode, NEW_PASSWORD, signUp } from "../support/app";
import { expect, test } from "../support/test";

test.use({ viewport: { width: 1280, height: 900 } });

const IBAN = "DE89 3704 0044 0532 0130 00";

/** The code of the newest mail to `email` once it is not `previous` (the sign-up code came first). */
async function newCode(request: APIRequestContext, email: string, previous: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mails?to=${encodeURIComponent(email)}`);
        const body = (await response.json()) as { data: { mails: { code: string | null }[] } };
        code = body.data.mails[0]?.code ?? null;
        return code !== null && code !== previous;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return code as unknown as string;
}

test("register bank info, see it masked, change it to PayPal with the password and a mailed code, get the mails, withdrawals held", async ({
  page,
  request,
}) => {
  const person = await signUp(page, request);
  const signUpCode = await latestCode(request, person.email);
  const paypalEmail = `minji.pay.${Date.now()}@example.test`;
  await page.getByRole("link", { name: "Withdrawal" }).click();
  await page.getByRole("link", { name: "Open payment info" }).click();
  await expect(page).toHaveURL(/\/withdrawal\/info$/);
  await page.getByRole("link", { name: "Register payment info" }).click();
  await expect(page).toHaveURL(/\/withdrawal\/info-register$/);

  await page.getByLabel(/^Account holder name/).fill("Kim Minji");
  await page.getByLabel(/^Bank name/).fill("Deutsche Bank");
  await page.getByLabel(/^Bank address/).fill("Taunusanlage 12, Frankfurt");
  await page.getByLabel(/^SWIFT\/BIC/).fill("deut de ff");
  await page.getByLabel(/^Account number \/ IBAN/).fill(IBAN);
  await page.getByLabel(/^Confirm account number/).fill("DE89 3704 0044 0532 0130 01");
  await page.getByLabel(/^Postal code/).fill("60325");
  await page.getByLabel(/^Country/).selectOption("DE");
  await page.getByRole("button", { name: "Register payment info" }).click();
  await expect(
    page.getByText("Account number and confirmation do not match. Please recheck and enter again."),
  ).toBeVisible();

  await page.getByLabel(/^Confirm account number/).fill(IBAN);
  await page.getByRole("button", { name: "Register payment info" }).click();
  await expect(page).toHaveURL(/\/withdrawal\/info$/);
  await expect(page.getByText("****3000")).toBeVisible();
  await expect(page.getByText("DEUTDEFF")).toBeVisible();
  await expect(page.getByText("0532")).toHaveCount(0);

  await page.getByRole("link", { name: "Change payment info" }).click();
  await page.locator("label", { hasText: /^PayPal$/ }).click();
  await expect(page.getByRole("radio", { name: "PayPal" })).toBeChecked();
  await page.getByLabel(/^PayPal account name/).fill("Kim Minji");
  await page.getByLabel(/^PayPal e-mail/).fill(paypalEmail);
  await page.getByLabel(/^Current password/).fill("Not-My-Password-1");
  // Without a second factor the change asks for a code mailed to the account (docs/decisions/144).
  await page.getByRole("button", { name: "Save the change" }).click();
  await expect(page.getByTestId("step-up")).toContainText("Confirm it's you: enter a code");
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect(page.getByText("We e-mailed you a six-digit code.")).toBeVisible();
  const code = await newCode(request, person.email, signUpCode);
  await page.getByLabel(/^Code from the e-mail/).fill(code);
  await page.getByRole("button", { name: "Save the change" }).click();
  await expect(page.getByText("Your current password is incorrect.")).toBeVisible();
  await page.getByLabel(/^Current password/).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save the change" }).click();
  await expect(page).toHaveURL(/\/withdrawal\/info$/);
  await expect(page.getByText(paypalEmail)).toBeVisible();

  // The change holds the next withdrawal for the network's cooling-off, and the checklist says so.
  await page.goto("/withdrawal");
  const checklist = page.getByTestId("readiness-checklist");
  await expect(checklist.getByText("No recent change of payment info")).toBeVisible();
  await expect(page.getByTestId("payment-info-hold")).toContainText(
    "Payment info changed recently: withdrawals open on",
  );

  const mails = await request.get(`/api/dev/mails?to=${encodeURIComponent(person.email)}`);
  const subjects = ((await mails.json()) as { data: { mails: { subject: string; text: string }[] } }).data
    .mails;
  expect(subjects.filter((mail) => mail.subject.includes("Your payment info changed"))).toHaveLength(2);
  for (const mail of subjects) expect(mail.text).not.toContain("0532");
  const [changed] = subjects.filter((mail) =>
    mail.text.includes("The payment info of your account was changed."),
  );
  expect(changed?.text).toContain("Before: bank transfer ****3000 → Now: PayPal m***@example.test");
  expect(changed?.text).toContain("For your safety, withdrawals are on hold until");
  // The new PayPal address is told too.
  const toPaypal = await request.get(`/api/dev/mails?to=${encodeURIComponent(paypalEmail)}`);
  const paypalMails = ((await toPaypal.json()) as { data: { mails: { subject: string }[] } }).data.mails;
  expect(paypalMails.map((mail) => mail.subject)).toEqual(["[Studio] A payout address changed"]);
});
