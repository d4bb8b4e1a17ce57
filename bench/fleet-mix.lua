-- The fleet bench's mixed browsing load for wrk (docs/decisions/149): each thread cycles through the
-- requests listed in the file named by FLEET_MIX (one "path<TAB>bearer token" a line, already weighted),
-- starting at a different place per thread. done() prints one JSON line the bench reads.

local requests = {}
local index = 0
local counter = 0
local threads = {}

function setup(thread)
  counter = counter + 1
  thread:set("offset", counter)
  table.insert(threads, thread)
end

function init(args)
  local file = assert(io.open(os.getenv("FLEET_MIX"), "r"))
  for line in file:lines() do
    local path, token = line:match("^([^\t]+)\t(.+)$")
    if path then
      table.insert(requests, wrk.format("GET", path, {
        ["authorization"] = "Bearer " .. token,
        ["x-language"] = "en",
      }))
    end
  end
  file:close()
  index = (tonumber(offset) or 0) * 7 % #requests
end

function request()
  index = index % #requests + 1
  return requests[index]
end

-- Answers other than 200, by status, so a failed run says what failed.
others = {}
function response(status, headers, body)
  if status ~= 200 then
    others[status] = (others[status] or 0) + 1
  end
end

function done(summary, latency, requests)
  local e = summary.errors
  local statuses = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("others") or {}) do
      statuses[status] = (statuses[status] or 0) + count
    end
  end
  local parts = {}
  for status, count in pairs(statuses) do
    table.insert(parts, string.format('"%d":%d', status, count))
  end
  io.write(string.format(
    '{"requests":%d,"duration_us":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,'
      .. '"p50_us":%d,"p95_us":%d,"p99_us":%d,"max_us":%d,"mean_us":%.0f,"others":{%s}}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max, latency.mean,
    table.concat(parts, ",")))
end
