import { describe, expect, it } from "vitest";
import { paymentInfoRegisterCall, paymentInfoUpdateCall } from "../calls/payout";
import { decodeIssue } from "../errors/coded";
import { COUNTRY_CODES, isCountryCode } from "./countries";
import {
  accountNumberField,
  accountNumberLengthUsual,
  countryField,
  ibanChecksumValid,
  maskAccountNumber,
  swiftField,
  ZBankForm,
  ZPaymentDetails,
} from "./payment-info";

const BANK = {
  method: "bank",
  holder_name: "Kim Minji",
  bank_name: "Deutsche Bank",
  bank_address: "Taunusanlage 12, Frankfurt",
  swift: "DEUTDEFF",
  account_number: "DE89 3704 0044 0532 0130 00",
  postal_code: "60325",
  country: "DE",
} as const;

const PAYPAL = { method: "paypal", account_name: "Kim Minji", email: "Minji@Example.com" } as const;

/** The first issue of a failed parse, decoded: its code, and the client message a form shows. */
function firstIssue(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  const issue = result.error?.issues[0];
  return { path: issue?.path.join("."), ...decodeIssue(issue?.message) };
}

describe("SWIFT/BIC: 8-11 characters in the valid form (40017)", () => {
  it.each([
    ["DEUTDEFF", "DEUTDEFF"],
    ["DEUTDEFF500", "DEUTDEFF500"],
    ["deutdeff", "DEUTDEFF"],
    [" DEUT DE FF 500 ", "DEUTDEFF500"],
    ["KOEXKRSE", "KOEXKRSE"],
    ["BOFAUS3N", "BOFAUS3N"],
  ])("accepts %j as %s", (input, stored) => {
    expect(swiftField.parse(input)).toBe(stored);
  });

  it.each(["DEUTDEF", "DEUTD", "DEUTDEFF5000", "DEUTDEFF50000"])(
    "refuses %j by its length: 40017, worded as the 8-11 rule",
    (input) => {
      const result = swiftField.safeParse(input);
      expect(result.success).toBe(false);
      expect(firstIssue(result)).toMatchObject({
        code: 40017,
        params: { min: 8, max: 11 },
        client: "swiftLength",
      });
    },
  );

  it.each([
    ["DEU1DEFF", "a digit in the bank code"],
    ["DEUT12FF", "digits for the country"],
    ["DEUTDEFF5", "9 characters: neither 8 nor 11"],
    ["DEUTDEFF50", "10 characters"],
    ["DEUTDE-F", "a hyphen"],
    ["DEÜTDEFF", "a letter outside A-Z"],
  ])("refuses %j (%s) by its form: 40017", (input) => {
    const result = swiftField.safeParse(input);
    expect(result.success).toBe(false);
    expect(firstIssue(result)).toMatchObject({ code: 40017 });
    expect(firstIssue(result).client).toBeUndefined();
  });

  it("says a missing SWIFT is missing (4)", () => {
    expect(firstIssue(swiftField.safeParse("  "))).toMatchObject({ code: 4 });
  });
});

describe("account number / IBAN (40018)", () => {
  it.each([
    "DE89 3704 0044 0532 0130 00",
    "DE89370400440532013000",
    "gb82 west 1234 5698 7654 32",
    "FR14 2004 1010 0505 0001 3M02 606",
    "110-123-456789",
    "1234567890",
    "123456",
  ])("accepts %j", (input) => {
    expect(accountNumberField.safeParse(input).success).toBe(true);
  });

  it.each([
    ["DE89 3704 0044 0532 0130 01", "an IBAN whose check digits fail"],
    ["GB82 WEST 1234 5698 7654 33", "an IBAN whose check digits fail"],
    ["12345", "5 characters"],
    ["1".repeat(35), "35 characters"],
    ["1234 5678 90.12", "a dot"],
    ["١٢٣٤٥٦٧٨٩٠", "digits of another script"],
  ])("refuses %j (%s)", (input) => {
    const result = accountNumberField.safeParse(input);
    expect(result.success).toBe(false);
    expect(firstIssue(result)).toMatchObject({ code: 40018 });
  });

  it("checks IBAN digits by ISO 13616 mod 97", () => {
    expect(ibanChecksumValid("DE89370400440532013000")).toBe(true);
    expect(ibanChecksumValid("DE88370400440532013000")).toBe(false);
    expect(ibanChecksumValid("1234567890")).toBe(false);
  });

  it("keeps 10-12 characters as a hint, not a rule", () => {
    expect(accountNumberLengthUsual("123456789")).toBe(false);
    expect(accountNumberLengthUsual("1234-5678-90")).toBe(true);
    expect(accountNumberLengthUsual("123456789012")).toBe(true);
    expect(accountNumberLengthUsual("1234567890123")).toBe(false);
    expect(accountNumberField.safeParse("123456789").success).toBe(true);
  });

  it("masks all but the last four letters or digits", () => {
    expect(maskAccountNumber("DE89 3704 0044 0532 0130 00")).toBe("****3000");
    expect(maskAccountNumber("110-123-456789")).toBe("****6789");
  });
});

describe("the account number's confirmation", () => {
  const form = { ...BANK, account_number_confirm: BANK.account_number };

  it("passes when it repeats the account number", () => {
    expect(ZBankForm.safeParse(form).success).toBe(true);
  });

  it("shows docs/spec.md's message under the confirmation when it differs", () => {
    const result = ZBankForm.safeParse({ ...form, account_number_confirm: "DE89 3704 0044 0532 0130 01" });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual(["account_number_confirm"]);
    expect(issue?.message).toBe("client:accountNumberMismatch");
  });

  it("says an empty confirmation is missing (4)", () => {
    const result = ZBankForm.safeParse({ ...form, account_number_confirm: "" });
    expect(firstIssue(result)).toMatchObject({ path: "account_number_confirm", code: 4 });
  });
});

describe("country: ISO 3166-1 alpha-2", () => {
  it("knows the 249 codes", () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(isCountryCode("KR")).toBe(true);
    expect(isCountryCode("XX")).toBe(false);
    expect(isCountryCode("kr")).toBe(false);
  });

  it("takes lower case and refuses what is no code", () => {
    expect(countryField.parse(" kr ")).toBe("KR");
    expect(countryField.safeParse("Korea").success).toBe(false);
    expect(countryField.safeParse("UK").success).toBe(false);
  });
});

describe("payment details: every field required (docs/spec.md §5)", () => {
  it("accepts a whole bank and a whole PayPal entry", () => {
    expect(ZPaymentDetails.parse(BANK)).toMatchObject({ method: "bank", swift: "DEUTDEFF", country: "DE" });
    expect(ZPaymentDetails.parse(PAYPAL)).toMatchObject({ email: "minji@example.com" });
  });

  it.each(["holder_name", "bank_name", "bank_address", "swift", "account_number", "postal_code", "country"])(
    "a bank entry without %s is refused (4)",
    (field) => {
      const result = ZPaymentDetails.safeParse({ ...BANK, [field]: " " });
      expect(result.success).toBe(false);
      expect(firstIssue(result)).toMatchObject({ path: field, code: 4 });
    },
  );

  it.each(["account_name", "email"])("a PayPal entry without %s is refused (4)", (field) => {
    const result = ZPaymentDetails.safeParse({ ...PAYPAL, [field]: "" });
    expect(firstIssue(result)).toMatchObject({ path: field, code: 4 });
  });

  it("refuses a PayPal e-mail that is no address (10007)", () => {
    expect(firstIssue(ZPaymentDetails.safeParse({ ...PAYPAL, email: "minji" }))).toMatchObject({
      code: 10007,
    });
  });

  it("refuses an unknown method", () => {
    expect(ZPaymentDetails.safeParse({ ...PAYPAL, method: "cash" }).success).toBe(false);
  });

  it("register takes the details; update also needs the current password", () => {
    expect(paymentInfoRegisterCall.input.safeParse(BANK).success).toBe(true);
    expect(paymentInfoUpdateCall.input.safeParse(BANK).success).toBe(false);
    expect(paymentInfoUpdateCall.input.safeParse({ ...PAYPAL, password: "secret-pass" }).success).toBe(true);
  });
});
