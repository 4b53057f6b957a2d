-- Loaded by wrk (bench/support/load.ts): at the end, one line the benchmark parses.
-- Latencies are in microseconds; errors.status counts answers with a status of 400 or above.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"durationUs":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,' ..
      '"p50":%d,"p90":%d,"p99":%d,"mean":%.1f,"max":%d}\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.mean, latency.max))
end
