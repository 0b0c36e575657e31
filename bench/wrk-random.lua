-- wrk script for bench/api-latency.ts: each request is one random user of the scale data set.
-- Arguments: role (landlord | tenant | public), path template, think time in ms, and optionally a sample of the
-- users: how many, one every how many (default: all). In the template {property} becomes one of the landlord's
-- two properties. Each connection is one user who waits between half and one and
-- a half think times before the next request (0: no wait, the server's saturation). Prints one JSON line with
-- latency percentiles (ms) and counts when done.
local role, template, think, users, stride
local LANDLORDS, TENANTS = 5000, 100000

function init(args)
  role, template, think = args[1], args[2], tonumber(args[3]) or 0
  users, stride = tonumber(args[4]), tonumber(args[5]) or 1
  math.randomseed(os.time() + math.floor(os.clock() * 1e6) + tonumber(tostring({}):sub(8), 16) % 1000)
end

function delay()
  if think <= 0 then return 0 end
  return math.random(math.floor(think / 2), math.floor(think * 3 / 2))
end

function request()
  local headers = {}
  local path = template
  if role == "landlord" then
    local n = math.random(users or LANDLORDS) * stride
    headers["Cookie"] = "nyumba_session=bench-landlord-" .. n
    path = path:gsub("{property}", tostring((n - 1) * 2 + math.random(2)))
  elseif role == "tenant" then
    headers["Cookie"] = "nyumba_session=bench-tenant-" .. math.random(users or TENANTS) * stride
  end
  return wrk.format("GET", path, headers)
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"seconds":%.2f,"non2xx":%d,"socketErrors":%d,"p50":%.2f,"p95":%.2f,"p99":%.2f,"max":%.2f}\n',
    summary.requests, summary.duration / 1e6, e.status, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    latency.max / 1000))
end
