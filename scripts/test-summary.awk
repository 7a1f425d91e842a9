# Sums the per-runner totals of `npm test` into one closing line: vitest ("Tests  1 failed | 9 passed (10)"),
# Playwright ("  29 passed (2.4m)", "  1 failed") and the security scan ("4 passed, 0 failed").
{ gsub(/\x1b\[[0-9;]*m/, "") }
/^ +Tests +/ {
  for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i }
  next
}
/^ +[0-9]+ (passed|failed|flaky) \(/ || /^ +[0-9]+ (failed|flaky)$/ { if ($2 == "passed") p += $1; else f += $1; next }
/^[0-9]+ passed, [0-9]+ failed$/ { p += $1; f += $3 }
END { printf "%d passed, %d failed\n", p, f }
