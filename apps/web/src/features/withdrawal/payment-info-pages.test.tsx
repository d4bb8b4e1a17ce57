import type { TPaymentInfo } from "@studio/contract";
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { fill, press } from "../../test/form-actions";
import { renderWithProviders } from "../../test/render";
import { PaymentInfoPage, PaymentInfoRegisterPage, PaymentInfoUpdatePage } from "./payment-info-pages";

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

function renderPages(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/withdrawal/info" element={<p>Info page</p>} />
      <Route path="/withdrawal/info-register" element={<PaymentInfoRegisterPage />} />
      <Route path="/withdrawal/info-update" element={<PaymentInfoUpdatePage />} />
    </Routes>,
    { route },
  );
}

describe("the register and update pages", () => {
  it("send a registered account from register to update, and an unregistered one back", async () => {
    fakeApi({ "withdrawal/info": () => ({ data: { info: SAVED } }) });
    renderPages("/withdrawal/info-register");
    expect(await screen.findByRole("button", { name: "Save the change" })).toBeTruthy();
    vi.unstubAllGlobals();

    fakeApi({ "withdrawal/info": () => ({ data: { info: null } }) });
    renderPages("/withdrawal/info-update");
    expect((await screen.findAllByRole("button", { name: "Register payment info" })).length).toBeGreaterThan(
      0,
    );
  });

  it("go to the saved info after registering, not to the change page", async () => {
    fakeApi({
      "withdrawal/info": () => ({ data: { info: null } }),
      "withdrawal/info.register": () => ({
        data: {
          info: {
            method: "paypal",
            account_name: "Mina",
            email: "mina@pay.test",
            updated_at: SAVED.updated_at,
          },
        },
      }),
    });
    renderPages("/withdrawal/info-register");
    (await screen.findByRole("radio", { name: "PayPal" })).click();
    fill(/^PayPal account name/, "Mina");
    fill(/^PayPal e-mail/, "mina@pay.test");
    press("Register payment info");
    expect(await screen.findByText("Info page")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save the change" })).toBeNull();
  });
});
