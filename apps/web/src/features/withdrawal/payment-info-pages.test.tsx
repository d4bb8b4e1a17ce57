import type { TPaymentInfo } from "@studio/contract";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { renderWithProviders } from "../../test/render";
import { PaymentInfoPage } from "./payment-info-pages";

afterEach(() => vi.unstubAllGlobals());

const SAVED: TPaymentInfo = {
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

describe("PaymentInfoPage", () => {
  it("shows the saved info with the account number masked, and the way to change it", async () => {
    fakeApi({ "withdrawal/info": () => ({ data: { info: SAVED } }) });
    renderWithProviders(<PaymentInfoPage />);
    expect(await screen.findByText("****3000")).toBeTruthy();
    expect(screen.getByText("Deutsche Bank")).toBeTruthy();
    expect(screen.getByText("Germany")).toBeTruthy();
    expect(screen.queryByText(/0532/)).toBeNull();
    expect(screen.getByRole("link", { name: "Change payment info" }).getAttribute("href")).toBe(
      "/withdrawal/info-update",
    );
  });

  it("calls to register when nothing is saved", async () => {
    fakeApi({ "withdrawal/info": () => ({ data: { info: null } }) });
    renderWithProviders(<PaymentInfoPage />);
    expect(await screen.findByText("No payment info yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Register payment info" }).getAttribute("href")).toBe(
      "/withdrawal/info-register",
    );
  });
});
