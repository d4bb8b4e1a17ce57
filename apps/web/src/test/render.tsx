import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type RenderOptions, render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter } from "react-router";

/** A fresh query cache per test: no answer leaks from one test into the next. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

interface ProviderOptions {
  route?: string;
  queryClient?: QueryClient;
}

/** Renders a component inside the providers every screen has (theme, query cache, router). */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions & RenderOptions = {}) {
  const { route = "/", queryClient = testQueryClient(), ...renderOptions } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    );
  }
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
