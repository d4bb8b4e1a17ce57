import { type ErrorCode, errorEntry, isErrorCode } from "@studio/contract";
import {
  COMMON_ERRORS,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
} from "@studio/contract/openapi";
import { escapeHtml } from "../../lib/html";
import { type FieldRow, fieldRows } from "./schema-fields";

const ACCESS_LABEL: Record<OpenApiOperation["x-access"], string> = {
  public: "public",
  session: "session (verified)",
  "session-unverified": "session (verified or not)",
  staff: "staff (either role)",
  admin: "staff (administrator)",
  "optional-session": "public, session optional",
};

// Inline, no script and nothing from elsewhere: the app's CSP allows exactly this (style-src 'unsafe-inline').
const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 1.5rem;color:#1b1f24}
h1{margin-bottom:.25rem}h2{border-bottom:2px solid #d0d7de;padding-bottom:.25rem;margin-top:2.5rem}
section.call{border:1px solid #d0d7de;border-radius:8px;padding:.75rem 1rem;margin:1rem 0}
h3{margin:0;font-size:1rem;font-family:ui-monospace,monospace}
.method{display:inline-block;min-width:3.5rem;font-weight:700}.get{color:#1a7f37}.post{color:#0969da}
.access{float:right;font:12px system-ui;background:#eaeef2;border-radius:1rem;padding:.1rem .6rem}
table{border-collapse:collapse;width:100%;margin:.4rem 0 .8rem;font-size:14px}
th,td{text-align:left;vertical-align:top;border-top:1px solid #eaeef2;padding:.25rem .5rem}
td:first-child{font-family:ui-monospace,monospace;white-space:nowrap}
table.fields{table-layout:fixed}.fields th:nth-child(1){width:32%}.fields th:nth-child(2){width:20%}
.fields th.required{width:5.5rem}
.fields td{overflow-wrap:anywhere}.fields td:first-child{white-space:normal}
table.codes th:nth-child(-n+2){width:4.5rem}
code{font-family:ui-monospace,monospace;background:#f6f8fa;padding:0 .2rem}
h4{margin:.6rem 0 0;font-size:.9rem;color:#57606a}.none{color:#57606a;margin:.2rem 0}
nav ul{columns:2}`;

function fieldTable(rows: FieldRow[], withRequired: boolean): string {
  if (rows.length === 0) return `<p class="none">No fields.</p>`;
  const head = `<tr><th>field</th><th>type</th>${withRequired ? `<th class="required">required</th>` : ""}<th>notes</th></tr>`;
  const body = rows
    .map(
      (row) =>
        `<tr><td>${escapeHtml(row.name)}</td><td>${escapeHtml(row.type)}</td>` +
        (withRequired ? `<td>${row.required ? "yes" : ""}</td>` : "") +
        `<td>${row.notes.map(escapeHtml).join("; ")}</td></tr>`,
    )
    .join("");
  return `<table class="fields">${head}${body}</table>`;
}

/** The call's input as one object: its query parameters, or its body's fields. */
function inputOf(operation: OpenApiOperation): { where: string; schema: JsonSchema } {
  const query = operation.parameters.filter((p): p is OpenApiParameter => "in" in p && p.in === "query");
  const content = operation.requestBody?.content;
  if (!content) {
    return {
      where: "query string",
      schema: {
        properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
        required: query.filter((p) => p.required).map((p) => p.name),
      },
    };
  }
  const [mediaType, media] = Object.entries(content)[0] ?? ["application/json", { schema: {} }];
  const where =
    mediaType === "multipart/form-data" ? "multipart form, files under any field name" : "JSON body";
  return { where: query.length > 0 ? `query string and ${where}` : where, schema: media.schema };
}

const COMMON = new Set<number>(COMMON_ERRORS);

/** Text of the document with its `code` marks, escaped. */
const withCode = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>");

function errorTable(codes: readonly number[]): string {
  if (codes.length === 0) return `<p class="none">Only the codes every call may answer.</p>`;
  const rows = codes
    .filter((code): code is ErrorCode => isErrorCode(code))
    .map((code) => {
      const entry = errorEntry(code);
      return `<tr><td>${code}</td><td>${entry.status}</td><td>${escapeHtml(entry.messages.en)}</td></tr>`;
    })
    .join("");
  return `<table class="codes"><tr><th>code</th><th>HTTP</th><th>message (en)</th></tr>${rows}</table>`;
}

/** The output: the fields of `data`, or the file a download answers. */
function outputOf(operation: OpenApiOperation): string {
  const content = operation.responses["200"]?.content ?? {};
  const json = content["application/json"];
  if (!json) {
    const types = Object.keys(content).map((type) => `<code>${escapeHtml(type)}</code>`);
    return `<h4>Output (a file)</h4><p class="none">The file itself, ${types.join(", ")}, sent as a download.</p>`;
  }
  return `<h4>Output (<code>data</code>)</h4>${fieldTable(fieldRows(json.schema.properties?.data ?? {}), false)}`;
}

function callSection(path: string, method: string, operation: OpenApiOperation): string {
  const input = inputOf(operation);
  return `<section class="call" id="${escapeHtml(operation.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> ${escapeHtml(path)}<span class="access">${escapeHtml(ACCESS_LABEL[operation["x-access"]])}</span></h3>
<p>${escapeHtml(operation.summary)}</p>
<h4>Input (${escapeHtml(input.where)})</h4>${fieldTable(fieldRows(input.schema), true)}
${outputOf(operation)}
<h4>Error codes of this call</h4>${errorTable(operation["x-error-codes"].filter((code) => !COMMON.has(code)))}
</section>`;
}

/**
 * The API reference: every call of the OpenAPI document grouped by module, with its method, path,
 * access, input and output fields and error codes; a plain page the server writes (decision 050).
 */
export function renderReferencePage(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
  const modules = document.tags.map((tag) => ({
    tag,
    calls: operations.filter(({ operation }) => operation.tags.includes(tag.name)),
  }));
  const toc = modules
    .map(
      ({ tag, calls }) =>
        `<li><a href="#module-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</a> (${calls.length})</li>`,
    )
    .join("");
  const sections = modules
    .map(
      ({ tag, calls }) =>
        `<h2 id="module-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</h2><p>${escapeHtml(tag.description)}</p>` +
        calls.map(({ path, method, operation }) => callSection(path, method, operation)).join("\n"),
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(document.info.title)} reference</h1>
<p>Version ${escapeHtml(document.info.version)}, ${operations.length} calls. The same as a machine-readable OpenAPI 3.1 document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<p>${withCode(document.info.description)}</p>
<p>Every call reads the headers <code>X-Network-Domain</code>, <code>Accept-Language</code> and <code>X-Currency</code>; a call that needs a session sends <code>Authorization: Bearer &lt;token&gt;</code>.</p>
<nav><ul>${toc}</ul></nav>
<h2 id="common-errors">Codes every call may answer</h2>${errorTable(COMMON_ERRORS)}
${sections}
</body></html>`;
}
