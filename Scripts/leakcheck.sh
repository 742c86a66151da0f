#!/usr/bin/env bash
# make leakcheck: runs scripted demo sessions under valgrind and fails when a block is
# definitely lost from our code.
#
# Each session is `containment-demo --scenario NAME --screenshot FILE`: the demo opens the row,
# lets it settle, writes the PNG and quits, under a private Xvfb. valgrind's loss records are
# then filtered:
#   - a record counts as OURS when its allocation stack has a frame from our modules (Swift
#     symbols of Containment, ContainmentGtk or ContainmentDemo: `$s11Containment`,
#     `$s14ContainmentGtk`, `$s15ContainmentDemo`, or a `main.swift` frame). The C canvas's own
#     allocations are made for the Swift mirror, whose frames are in those stacks; its functions
#     are not matched, because every GTK layout and paint below a view passes through them;
#   - records with no frame of ours are GTK, GLib, cairo, fontconfig and X noise (one-off caches
#     kept until exit, which those libraries never free) and are listed as a count only;
#   - Swift weak-reference side tables (allocated in `swift::RefCounts<...>::formWeakReference`)
#     are not leaks: the object points at its side table through its refcount word, with the
#     pointer shifted and tagged, so valgrind cannot see the reference while the object is alive
#     at exit. They are counted separately.
set -euo pipefail

executable=${1:-.build/debug/containment-demo}
scenarios=${SCENARIOS:-"Drawer Nav Split Pages Modal Tab"}
work=$(mktemp -d -t containment-leakcheck.XXXXXX)
trap 'rm -rf "$work"' EXIT

# valgrind 3.19 gives up on the DWARF 5 that clang writes for the C target (CGtkCanvas); run a
# copy without debug sections. The symbol table stays, which is all the filter below needs.
command -v objcopy >/dev/null || { echo "leakcheck: objcopy (Debian's binutils) is needed"; exit 1; }
demo="$work/containment-demo"
objcopy --strip-debug "$executable" "$demo"
export CONTAINMENT_RESOURCES="${CONTAINMENT_RESOURCES:-$(pwd)/Resources}"

ours_total=0
for scenario in $scenarios; do
    log="$work/$scenario.valgrind"
    G_SLICE=always-malloc G_DEBUG=gc-friendly NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory GTK_THEME=Adwaita \
        xvfb-run -a -f "$work/Xauthority" -s "-screen 0 1280x800x24" \
        valgrind --leak-check=full --show-leak-kinds=definite --num-callers=60 --log-file="$log" \
        "$demo" --scenario "$scenario" --screenshot "$work/$scenario.png" >/dev/null 2>&1 || {
            echo "leakcheck: $scenario: the demo failed under valgrind (see below)"; tail -20 "$log"; exit 1; }
    # One line per definitely-lost record: its kind (ours, side-table, library), bytes and top frame of ours.
    # A block that fontconfig itself allocates (the patterns pango's font loading leaves behind)
    # is fontconfig's, however deep in the stack our code sits; any other block with a frame of
    # ours in its stack is ours.
    awk '
        /definitely lost in loss record/ { inrec = 1; header = $0; ours = ""; side = 0; first = ""; next }
        inrec && /formWeakReference/ { side = 1 }
        inrec && first == "" && /^==[0-9]+== +by 0x/ { first = $0 }
        inrec && ours == "" && (/\$s11Containment|\$s14ContainmentGtk|\$s15ContainmentDemo|main\.swift/) {
            ours = $0; sub(/^==[0-9]+== +by 0x[0-9A-F]+: /, "", ours)
        }
        inrec && /^==[0-9]+== $/ {
            inrec = 0
            sub(/^==[0-9]+== /, "", header); sub(/ are definitely lost.*/, "", header)
            if (first ~ /libfontconfig/) { ours = "" }
            kind = side ? "side-table" : (ours != "" ? "OURS" : "library")
            print kind "\t" header "\t" ours
        }
    ' "$log" > "$work/$scenario.records"
    ours=$(grep -c '^OURS' "$work/$scenario.records" || true)
    side=$(grep -c '^side-table' "$work/$scenario.records" || true)
    library=$(grep -c '^library' "$work/$scenario.records" || true)
    echo "leakcheck: $scenario: $ours definitely-lost records from our code, $side Swift weak side tables (not leaks), $library in GTK/GLib/cairo/fontconfig"
    grep '^OURS' "$work/$scenario.records" | cut -f2- | sed 's/^/    /' || true
    ours_total=$((ours_total + ours))
done
if [ "$ours_total" -ne 0 ]; then
    echo "leakcheck: $ours_total definitely-lost records from our code"
    exit 1
fi
echo "leakcheck: no definitely-lost blocks from our code"
