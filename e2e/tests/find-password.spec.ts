import { latestCode, logIn, NEW_PASSWORD, signUp } from "../support/app";
import { expect, test } from "../support/test";

test("reset a forgotten password by e-mail code, then log in with the new one", async ({ page, request }) => {
  const person = await signUp(page, request);
  await page.getByRole("button", { name: "Member menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();

  await page.goto("/find-password");
  await page.getByLabel(/E-mail/).fill(person.email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(`Enter the 6-digit code sent to ${person.email}.`)).toBeVisible();
  const code = await latestCode(request, person.email);
  await page.getByRole("textbox", { name: "Verification code" }).fill(code);
  await page.getByRole("button", { name: "Confirm code" }).click();

  const password = `${NEW_PASSWORD}-new`;
  await page.getByRole("textbox", { name: "New password", exact: true }).fill(password);
  await page.getByRole("textbox", { name: "Confirm password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password has been changed")).toBeVisible();

  await page.getByRole("link", { name: "Log in" }).last().click();
  await logIn(page, person.email, NEW_PASSWORD);
  await expect(page.getByRole("alert")).toContainText("incorrect");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
