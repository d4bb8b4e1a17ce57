import type { TPaymentInfo } from "@studio/contract";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSettings } from "../../stores/settings";
import { fakeApi } from "../../test/fake-api";
import { descriptionOf, fill, press } from "../../test/form-actions";
import { renderWithProviders } from "../../test/render";
import { PaymentInfoForm } from "./payment-info-form";

const REGISTER = "Register payment info";
const SAVE_CHANGE = "Save the change";
const IBAN = "DE89 3704 0044 0532 0130 00";

const SAVED_BANK: TPaymentInfo = {
  method: "bank",
  holder_name: "Kim Minji",
  bank_name: "Deutsche Bank",
  bank_address: "Taunusanlage 12",
  swift: "DEUTDEFF",
  account_number_masked: "****3000",
  postal_code: "60325",
  country: "DE",
  updated_at: "2026-11-01T10:00:00.000Z",
};

function fillBank(overrides: Partial<Record<string, string>> = {}) {
  const values = {
    holder: "Kim Minji",
    bank: "Deutsche Bank",
    address: "Taunusanlage 12, Frankfurt",
    swift: "deut de ff",
    number: IBAN,
    confirm: IBAN,
    postal: "60325",
    country: "DE",
    ...overrides,
  };
  fill(/^Account holder name/, values.holder);
  fill(/^Bank name/, values.bank);
  fill(/^Bank address/, values.address);
  fill(/^SWIFT\/BIC/, values.swift);
  fill(/^Account number \/ IBAN/, values.number);
  fill(/^Confirm account number/, values.confirm);
  fill(/^Postal code/, values.postal);
  fill(/^Country/, values.country);
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSettings.getState().setLanguage("en");
});

describe("PaymentInfoForm: registering", () => {
  it("asks for every field without calling the API", async () => {
    const api = fakeApi({});
    renderWithProviders(<PaymentInfoForm saved={null} />);
    press(REGISTER);
    await waitFor(() => expect(descriptionOf(/^Account holder name/)).toContain("All fields are required."));
    for (const label of [
      /^Bank name/,
      /^Bank address/,
      /^SWIFT\/BIC/,
      /^Account number \/ IBAN/,
      /^Postal code/,
    ]) {
      expect(descriptionOf(label)).toContain("All fields are required.");
    }
    expect(api.calls).toEqual([]);
  });

  it("shows docs/spec.md's message when the confirmation differs, and the SWIFT rules", async () => {
    const api = fakeApi({});
    renderWithProviders(<PaymentInfoForm saved={null} />);
    fillBank({ swift: "DEUTDEF", confirm: "DE89 3704 0044 0532 0130 01" });
    press(REGISTER);
    await waitFor(() =>
      expect(descriptionOf(/^Confirm account number/)).toContain(
        "Account number and confirmation do not match. Please recheck and enter again.",
      ),
    );
    expect(descriptionOf(/^SWIFT\/BIC/)).toContain("The SWIFT/BIC code must be 8-11 characters.");

    fill(/^SWIFT\/BIC/, "DEU1DEFF");
    fill(/^Account number \/ IBAN/, "DE89 3704 0044 0532 0130 01");
    press(REGISTER);
    await waitFor(() => expect(descriptionOf(/^SWIFT\/BIC/)).toContain("The SWIFT code is invalid."));
    expect(descriptionOf(/^Account number \/ IBAN/)).toContain("The account number is invalid.");
    expect(api.calls).toEqual([]);
  });

  it("words the rules in the person's language", async () => {
    fakeApi({});
    useSettings.getState().setLanguage("ko");
    renderWithProviders(<PaymentInfoForm saved={null} />);
    fillBank({ swift: "DEUTDEFF5", confirm: "1234567890" });
    press(REGISTER);
    await waitFor(() =>
      expect(descriptionOf(/^Confirm account number/)).toContain(
        "계좌번호와 계좌번호 확인이 일치하지 않습니다. 다시 확인하고 입력해 주세요.",
      ),
    );
    expect(descriptionOf(/^SWIFT\/BIC/)).toContain("SWIFT 코드가 올바르지 않습니다.");
    fill(/^SWIFT\/BIC/, "DEUT");
    press(REGISTER);
    await waitFor(() =>
      expect(descriptionOf(/^SWIFT\/BIC/)).toContain("SWIFT/BIC 코드는 8~11자로 입력해 주세요."),
    );
  });

  it("sends the cleaned bank details without the confirmation", async () => {
    const api = fakeApi({ "withdrawal/info.register": () => ({ data: { info: SAVED_BANK } }) });
    renderWithProviders(<PaymentInfoForm saved={null} />);
    fillBank();
    press(REGISTER);
    await waitFor(() => expect(api.sentTo("withdrawal/info.register")).toHaveLength(1));
    expect(api.sentTo("withdrawal/info.register")[0]).toEqual({
      method: "bank",
      holder_name: "Kim Minji",
      bank_name: "Deutsche Bank",
      bank_address: "Taunusanlage 12, Frankfurt",
      swift: "DEUTDEFF",
      account_number: IBAN,
      postal_code: "60325",
      country: "DE",
    });
  });

  it("puts the server's 40016 under the country and 40017 under the SWIFT", async () => {
    let answer = { code: 40016, message: "Bank transfers are not available for this country." };
    fakeApi({ "withdrawal/info.register": () => answer });
    renderWithProviders(<PaymentInfoForm saved={null} />);
    fillBank();
    press(REGISTER);
    await waitFor(() =>
      expect(descriptionOf(/^Country/)).toContain("Bank transfers are not available for this country."),
    );
    answer = { code: 40017, message: "The SWIFT code is invalid." };
    press(REGISTER);
    await waitFor(() => expect(descriptionOf(/^SWIFT\/BIC/)).toContain("The SWIFT code is invalid."));
  });

  it("registers PayPal info on the PayPal tab", async () => {
    const api = fakeApi({
      "withdrawal/info.register": () => ({
        data: {
          info: {
            method: "paypal",
            account_name: "Mina",
            email: "mina@pay.test",
            updated_at: SAVED_BANK.updated_at,
          },
        },
      }),
    });
    renderWithProviders(<PaymentInfoForm saved={null} />);
    fireEvent.click(screen.getByRole("radio", { name: "PayPal" }));
    fill(/^PayPal account name/, "Mina");
    fill(/^PayPal e-mail/, "not-mail");
    press(REGISTER);
    await waitFor(() =>
      expect(descriptionOf(/^PayPal e-mail/)).toContain("Please enter a valid email address."),
    );
    fill(/^PayPal e-mail/, "Mina@Pay.test");
    press(REGISTER);
    await waitFor(() =>
      expect(api.sentTo("withdrawal/info.register")).toEqual([
        { method: "paypal", account_name: "Mina", email: "mina@pay.test" },
      ]),
    );
  });
});

describe("PaymentInfoForm: changing", () => {
  it("keeps the saved details but never the account number, and needs the current password", async () => {
    const api = fakeApi({ "withdrawal/info.update": () => ({ data: { info: SAVED_BANK } }) });
    renderWithProviders(<PaymentInfoForm saved={SAVED_BANK} />);
    expect((screen.getByLabelText(/^Bank name/) as HTMLInputElement).value).toBe("Deutsche Bank");
    expect((screen.getByLabelText(/^Account number \/ IBAN/) as HTMLInputElement).value).toBe("");
    fill(/^Account number \/ IBAN/, "110-123-456789");
    fill(/^Confirm account number/, "110-123-456789");
    press(SAVE_CHANGE);
    await waitFor(() => expect(descriptionOf(/^Current password/)).toContain("Please enter your password."));
    expect(api.calls).toEqual([]);

    fill(/^Current password/, "my-secret-1");
    press(SAVE_CHANGE);
    await waitFor(() => expect(api.sentTo("withdrawal/info.update")).toHaveLength(1));
    expect(api.sentTo("withdrawal/info.update")[0]).toMatchObject({
      method: "bank",
      account_number: "110-123-456789",
      password: "my-secret-1",
    });
  });

  it("puts a wrong current password under its field", async () => {
    fakeApi({
      "withdrawal/info.update": () => ({ code: 10019, message: "Your current password is incorrect." }),
    });
    renderWithProviders(<PaymentInfoForm saved={SAVED_BANK} />);
    fill(/^Account number \/ IBAN/, "1234567890");
    fill(/^Confirm account number/, "1234567890");
    fill(/^Current password/, "wrong-secret");
    press(SAVE_CHANGE);
    await waitFor(() =>
      expect(descriptionOf(/^Current password/)).toContain("Your current password is incorrect."),
    );
  });
});
