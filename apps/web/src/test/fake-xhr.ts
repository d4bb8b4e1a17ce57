import { vi } from "vitest";

/**
 * An XMLHttpRequest that sends through the (faked) fetch and reports its upload as done in two
 * steps, so an upload with progress goes through the same fake API as every other call.
 * Undo with vi.unstubAllGlobals().
 */
export function fakeXhrThroughFetch() {
  class FakeXhr {
    status = 0;
    responseText = "";
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = "GET";
    private url = "";
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader() {
      return "application/json";
    }
    send(body: BodyInit) {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 2 });
      void fetch(this.url, { method: this.method, body, headers: this.headers }).then(
        async (response) => {
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        },
        () => this.onerror?.(),
      );
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
}
