import { NEW_PASSWORD, signUp } from "../support/app";
import { expect, test } from "../support/test";

test.use({ viewport: { width: 1280, height: 900 } });

const IBAN = "DE89 3704 0044 0532 0130 00";

test("register bank info, see it masked, change it to PayPal with the password, get the mail", async ({
  page,
  request,
}) => {
  const person = await signUp(page, request);
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
  await page.getByLabel(/^PayPal e-mail/).fill("minji.pay@example.test");
  await page.getByLabel(/^Current password/).fill("Not-My-Password-1");
  await page.getByRole("button", { name: "Save the change" }).click();
  await expect(page.getByText("Your current password is incorrect.")).toBeVisible();
  await page.getByLabel(/^Current password/).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save the change" }).click();
  await expect(page).toHaveURL(/\/withdrawal\/info$/);
  await expect(page.getByText("minji.pay@example.test")).toBeVisible();

  const mails = await request.get(`/api/dev/mails?to=${encodeURIComponent(person.email)}`);
  const subjects = ((await mails.json()) as { data: { mails: { subject: string; text: string }[] } }).data
    .mails;
  expect(subjects.filter((mail) => mail.subject.includes("Your payment info changed"))).toHaveLength(2);
  for (const mail of subjects) expect(mail.text).not.toContain("0532");
});
