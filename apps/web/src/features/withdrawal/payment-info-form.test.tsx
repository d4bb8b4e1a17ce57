import type { TPaymentInfo } from "@studio/contract";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSettings } from "../../stores/settings";
import { type FakeAnswer, fakeApi } from "../../test/fake-api";
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

const MAIL_ONLY = { data: { methods: ["mail"], passkey_options: null } };
const APP_AND_PASSKEY = {
  data: { methods: ["totp", "passkey", "recovery"], passkey_options: { challenge: "first" } },
};

vi.mock("@simplewebauthn/browser", () => ({
  startAuthentication: vi.fn(async () => ({
    id: "cred-1",
    rawId: "cred-1",
    type: "public-key",
    response: { clientDataJSON: "x", authenticatorData: "y", signature: "z" },
    clientExtensionResults: {},
  })),
}));

function fillNewNumber(number = "110-123-456789") {
  fill(/^Account number \/ IBAN/, number);
  fill(/^Confirm account number/, number);
}

describe("PaymentInfoForm: changing", () => {
  it("keeps the saved details but never the account number, and needs the current password", async () => {
    const api = fakeApi({
      "member/2fa/stepup.options": () => MAIL_ONLY,
      "member/2fa/stepup.mail": () => ({ data: { expires_in: 600 } }),
      "withdrawal/info.update": () => ({ data: { info: SAVED_BANK } }),
    });
    renderWithProviders(<PaymentInfoForm saved={SAVED_BANK} />);
    expect((screen.getByLabelText(/^Bank name/) as HTMLInputElement).value).toBe("Deutsche Bank");
    expect((screen.getByLabelText(/^Account number \/ IBAN/) as HTMLInputElement).value).toBe("");
    fillNewNumber();
    press(SAVE_CHANGE);
    await waitFor(() => expect(descriptionOf(/^Current password/)).toContain("Please enter your password."));
    expect(api.sentTo("withdrawal/info.update")).toEqual([]);

    fill(/^Current password/, "my-secret-1");
    fireEvent.click(await screen.findByRole("button", { name: "Send me a code" }));
    expect(
      await screen.findByText("We e-mailed you a six-digit code. It is valid for 10 minutes."),
    ).toBeTruthy();
    expect(api.sentTo("member/2fa/stepup.mail")).toHaveLength(1);
    fill(/^Code from the e-mail/, " 123456 ");
    press(SAVE_CHANGE);
    await waitFor(() => expect(api.sentTo("withdrawal/info.update")).toHaveLength(1));
    expect(api.sentTo("withdrawal/info.update")[0]).toMatchObject({
      method: "bank",
      account_number: "110-123-456789",
      password: "my-secret-1",
      proof: { method: "mail", code: "123456" },
    });
  });

  it("asks for the proof before sending anything (10035, in the person's language)", async () => {
    const api = fakeApi({ "member/2fa/stepup.options": () => MAIL_ONLY });
    useSettings.getState().setLanguage("ko");
    renderWithProviders(<PaymentInfoForm saved={SAVED_BANK} />);
    fillNewNumber();
    fill(/^Current password/, "my-secret-1");
    await screen.findByTestId("step-up-code");
    press(SAVE_CHANGE);
    await waitFor(() =>
      expect(screen.getByTestId("step-up").textContent).toContain(
        "본인 확인이 필요합니다. 인증 앱의 코드를 입력하거나 패스키를 사용하거나, 이메일로 받은 코드를 입력해 주세요.",
      ),
    );
    expect(api.sentTo("withdrawal/info.update")).toEqual([]);
  });

  it("takes an authenticator code, or a recovery code instead, and shows a wrong one at the code", async () => {
    let answer: FakeAnswer = {
      code: 10030,
      message:
        "That code is not correct or has expired. Enter the current code from your authenticator app, or a recovery code.",
    };
    const api = fakeApi({
      "member/2fa/stepup.options": () => APP_AND_PASSKEY,
      "withdrawal/info.update": () => answer,
    });
    renderWithProviders(<PaymentInfoForm saved={SAVED_BANK} />);
    fillNewNumber();
    fill(/^Current password/, "my-secret-1");
    await screen.findByLabelText(/^Code from your authenticator app/);
    fill(/^Code from your authenticator app/, "654321");
    press(SAVE_CHANGE);
    await waitFor(() =>
      expect(descriptionOf(/^Code from your authenticator app/)).toContain("That code is not correct"),
    );
    expect(api.sentTo("withdrawal/info.update")[0]).toMatchObject({
      proof: { method: "totp", code: "654321" },
    });

    answer = { data: { info: SAVED_BANK } };
    press("Use a recovery code instead");
    fill(/^Recovery code/, "abcde-12345");
    press(SAVE_CHANGE);
    await waitFor(() => expect(api.sentTo("withdrawal/info.update")).toHaveLength(2));
    expect(api.sentTo("withdrawal/info.update")[1]).toMatchObject({
      proof: { method: "recovery", code: "abcde-12345" },
    });
  });

  it("signs with the passkey on fresh options, loading the WebAuthn helpers only then", async () => {
    const { startAuthentication } = await import("@simplewebauthn/browser");
    const api = fakeApi({
      "member/2fa/stepup.options": () => APP_AND_PASSKEY,
      "withdrawal/info.update": () => ({ data: { info: SAVED_BANK } }),
    });
    renderWithProviders(<PaymentInfoForm saved={SAVED_BANK} />);
    fillNewNumber();
    fill(/^Current password/, "my-secret-1");
    fireEvent.click(await screen.findByRole("button", { name: "Use your passkey" }));
    expect(await screen.findByText("Passkey confirmed. Save the change to finish.")).toBeTruthy();
    expect(vi.mocked(startAuthentication)).toHaveBeenCalledWith({ optionsJSON: { challenge: "first" } });
    press(SAVE_CHANGE);
    await waitFor(() => expect(api.sentTo("withdrawal/info.update")).toHaveLength(1));
    expect(api.sentTo("withdrawal/info.update")[0]).toMatchObject({
      proof: { method: "passkey", response: { id: "cred-1", type: "public-key" } },
    });
  });

  it("puts a wrong current password under its field", async () => {
    fakeApi({
      "member/2fa/stepup.options": () => APP_AND_PASSKEY,
      "withdrawal/info.update": () => ({ code: 10019, message: "Your current password is incorrect." }),
    });
    renderWithProviders(<PaymentInfoForm saved={SAVED_BANK} />);
    fillNewNumber("1234567890");
    fill(/^Current password/, "wrong-secret");
    await screen.findByLabelText(/^Code from your authenticator app/);
    fill(/^Code from your authenticator app/, "654321");
    press(SAVE_CHANGE);
    await waitFor(() =>
      expect(descriptionOf(/^Current password/)).toContain("Your current password is incorrect."),
    );
  });
});
