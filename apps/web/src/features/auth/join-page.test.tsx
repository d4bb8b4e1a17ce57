import { TERMS_DOCUMENTS, type TSiteMeta } from "@studio/contract";
import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSettings } from "../../stores/settings";
import { fakeApi, heldAnswer } from "../../test/fake-api";
import { aMember, aSiteMeta } from "../../test/fixtures";
import { descriptionOf, fill, isDisabled, press } from "../../test/form-actions";
import { renderWithProviders } from "../../test/render";
import { JoinPage } from "./join-page";

function renderJoin() {
  return renderWithProviders(
    <Routes>
      <Route path="/join" element={<JoinPage />} />
      <Route path="/join-email" element={<p>Verify screen</p>} />
    </Routes>,
    { route: "/join" },
  );
}

function fillValid(password = "long-secret-1") {
  fill(/^E-mail/, "Mina@Studio.test");
  fill(/^Password/, password);
  fill(/^Confirm password/, password);
  fill(/^Nickname/, "Mina");
}

/** The site meta of a network whose new passwords must be `min` to 64 long. */
const siteWithPasswordMin = (min: number): TSiteMeta => aSiteMeta({ password: { min, max: 64 } });

afterEach(() => {
  vi.unstubAllGlobals();
  useSettings.getState().setSite("", null);
  useSettings.getState().setToken(null);
  useSettings.getState().setLanguage("en");
});

describe("JoinPage", () => {
  it("links the terms of service and the privacy policy in force, in a new tab, in the sentence's order", () => {
    renderJoin();
    const terms = screen.getByRole("link", { name: "terms of service" });
    const policy = screen.getByRole("link", { name: "privacy policy" });
    expect(terms.getAttribute("href")).toBe(TERMS_DOCUMENTS.terms.path);
    expect(policy.getAttribute("href")).toBe(TERMS_DOCUMENTS.policy.path);
    expect(terms.getAttribute("target")).toBe("_blank");
    expect(terms.parentElement?.textContent).toBe(
      "By joining, you agree to the terms of service and the privacy policy.",
    );
  });

  it("holds the password to the network's length, the rule its hint shows", async () => {
    const api = fakeApi({});
    renderJoin();
    expect(descriptionOf(/^Password/)).toContain("8 to 64 characters");
    fillValid("abc");
    press("Sign up");
    await waitFor(() =>
      expect(descriptionOf(/^Password/)).toContain(
        "Use a password of 8 to 64 characters that is not easy to guess.",
      ),
    );
    expect(api.calls).toEqual([]);
  });

  it("follows a network that allows shorter passwords", async () => {
    useSettings.getState().setSite("", siteWithPasswordMin(4));
    const api = fakeApi({
      "member/join": () => ({ data: { token: "new-session" } }),
      "member/me": () => ({ data: aMember({ auth_required: true }) }),
    });
    renderJoin();
    expect(descriptionOf(/^Password/)).toContain("4 to 64 characters");
    fillValid("abcd");
    press("Sign up");
    expect(await screen.findByText("Verify screen")).toBeTruthy();
    expect(api.sentTo("member/join")).toHaveLength(1);
  });

  it("shows the contract's messages under the fields and calls nothing", async () => {
    const api = fakeApi({});
    renderJoin();
    fill(/^E-mail/, "not-an-email");
    fill(/^Password/, "long-secret-1");
    fill(/^Confirm password/, "long-secret-2");
    fill(/^Nickname/, "M");
    press("Sign up");
    await waitFor(() => expect(descriptionOf(/^E-mail/)).toContain("Please enter a valid email address."));
    expect(descriptionOf(/^Confirm password/)).toContain(
      "The new password and the confirmation password do not match",
    );
    expect(descriptionOf(/^Nickname/)).toContain(
      "The name must be between 2 and 12 characters and use only letters and numbers.",
    );
    expect(api.calls).toEqual([]);
  });

  it("says which field is missing", async () => {
    fakeApi({});
    renderJoin();
    press("Sign up");
    await waitFor(() => expect(descriptionOf(/^E-mail/)).toContain("Please enter your email address."));
    expect(descriptionOf(/^Password/)).toContain("Please enter your password.");
    expect(descriptionOf(/^Nickname/)).toContain("Please enter a nickname.");
  });

  it("words the contract's issues in the person's language", async () => {
    fakeApi({});
    useSettings.getState().setLanguage("ko");
    renderJoin();
    fill(/^E-mail/, "not-an-email");
    press("Sign up");
    await waitFor(() => expect(descriptionOf(/^Nickname/)).toContain("닉네임을 입력해 주세요."));
    expect(descriptionOf(/^E-mail/)).toContain("올바른 이메일 주소를 입력해 주세요.");
  });

  it("signs up with the contract's cleaned values, without the confirmation", async () => {
    const api = fakeApi({
      "member/join": () => ({ data: { token: "new-session" } }),
      "member/me": () => ({ data: aMember({ auth_required: true }) }),
    });
    renderJoin();
    fillValid();
    press("Sign up");
    expect(await screen.findByText("Verify screen")).toBeTruthy();
    expect(api.sentTo("member/join")).toEqual([
      { id: "mina@studio.test", password: "long-secret-1", nickname: "Mina", referral: "" },
    ]);
    expect(useSettings.getState().token).toBe("new-session");
  });

  it("puts a server error under its field, and others in the alert", async () => {
    let answer = { code: 10010, message: "This nickname is already in use." };
    fakeApi({ "member/join": () => answer });
    renderJoin();
    fillValid();
    press("Sign up");
    await waitFor(() => expect(descriptionOf(/^Nickname/)).toContain("This nickname is already in use."));
    expect(screen.queryByRole("alert")).toBeNull();

    answer = { code: 3, message: "Too many requests. Please try again later." };
    press("Sign up");
    expect((await screen.findByRole("alert")).textContent).toBe("Too many requests. Please try again later.");
  });

  it("disables the button while signing up", async () => {
    const held = heldAnswer();
    fakeApi({ "member/join": held.route, "member/me": () => ({ data: aMember() }) });
    renderJoin();
    fillValid();
    press("Sign up");
    await waitFor(() => expect(isDisabled("Sign up")).toBe(true));
    held.release({ data: { token: "new-session" } });
    expect(await screen.findByText("Verify screen")).toBeTruthy();
  });
});
