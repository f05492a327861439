#!/usr/bin/env bash
# Synthesises the landing page's sample call (a caller booking a service appointment with the AI receptionist)
# from tools/audio/sample-call-script.txt into apps/web/public/audio/sample-call.mp3.
# Needs Debian packages: espeak-ng sox libsox-fmt-all lame.
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo_root="$(cd "$script_dir/../.." && pwd)"
dialogue_file="$script_dir/sample-call-script.txt"
output_file="$repo_root/apps/web/public/audio/sample-call.mp3"

readonly sample_rate=22050
readonly mp3_kbps=40
readonly max_bytes=$((400 * 1024))
readonly pause_between_turns=0.45
readonly receptionist_voice=(-v en-us+f3 -s 168 -p 62 -g 1)
readonly caller_voice=(-v en-gb+m3 -s 176 -p 32 -g 2)

for tool in espeak-ng sox soxi lame; do
  command -v "$tool" >/dev/null || { echo "missing '$tool': apt-get install -y espeak-ng sox libsox-fmt-all lame" >&2; exit 1; }
done

work_dir="$(mktemp -d)"
trap 'rm -rf "$work_dir"' EXIT

# The transcript stays readable for the web page; only the synthesised speech uses the spoken forms.
spoken_form() {
  sed -e 's/\b2019\b/twenty nineteen/g' <<<"$1"
}

# Every segment shares one format so sox can concatenate them; -R keeps noise and dither repeatable.
# espeak-ng pads each utterance with silence, which is trimmed so only the fixed pause separates turns.
to_segment() {
  sox -R "$1" -r "$sample_rate" -c 1 -b 16 "$2" \
    silence 1 0.01 0.5% reverse silence 1 0.01 0.5% reverse
}

sox -R -n -r "$sample_rate" -c 1 -b 16 "$work_dir/pause.wav" trim 0 "$pause_between_turns"

# One US ringback tone (440 Hz + 480 Hz) before the receptionist picks up.
sox -R -n -r "$sample_rate" -c 2 -b 16 "$work_dir/ring-stereo.wav" synth 1.8 sine 440 sine 480 fade 0.03 1.8 0.05
sox -R "$work_dir/ring-stereo.wav" -c 1 "$work_dir/ring.wav" remix - gain -14 pad 0 0.7

segments=("$work_dir/ring.wav")
turn=0
while IFS= read -r line || [[ -n "$line" ]]; do
  [[ -z "${line// /}" ]] && continue
  speaker="${line%%:*}"
  text="${line#*:}"
  case "$speaker" in
    "AI Receptionist") voice=("${receptionist_voice[@]}") ;;
    "Caller") voice=("${caller_voice[@]}") ;;
    *) echo "unknown speaker '$speaker' in $dialogue_file" >&2; exit 1 ;;
  esac
  turn=$((turn + 1))
  raw="$work_dir/turn-$turn-raw.wav"
  espeak-ng "${voice[@]}" -w "$raw" "$(spoken_form "$text")"
  to_segment "$raw" "$work_dir/turn-$turn.wav"
  segments+=("$work_dir/turn-$turn.wav" "$work_dir/pause.wav")
done <"$dialogue_file"

sox -R "${segments[@]}" "$work_dir/dialogue.wav"

# Phone-line feel: a faint line hiss under the call, then the 300-3400 Hz telephone band, speech compression
# and peak normalisation so the clip plays at a steady, comfortable level.
duration="$(soxi -D "$work_dir/dialogue.wav")"
sox -R -n -r "$sample_rate" -c 1 -b 16 "$work_dir/line-noise.wav" synth "$duration" pinknoise gain -52
sox -R -m "$work_dir/dialogue.wav" "$work_dir/line-noise.wav" "$work_dir/phone.wav" \
  sinc 300-3400 compand 0.003,0.15 -70,-70,-50,-26,-30,-14,-10,-8,0,-7 0 -60 0.02 norm -1

mkdir -p "$(dirname "$output_file")"
lame --quiet -m m -b "$mp3_kbps" --cbr -q 2 \
  --tt "Riverside Motors sample call" --ta "AI receptionist demo" \
  "$work_dir/phone.wav" "$output_file"

size_bytes="$(stat -c %s "$output_file")"
if ((size_bytes > max_bytes)); then
  echo "$output_file is $size_bytes bytes, over the $max_bytes byte budget" >&2
  exit 1
fi
printf '%s\n  duration: %.1f s\n  size: %d bytes (%d KB)\n  format: MP3 mono %d Hz %d kbps CBR\n' \
  "${output_file#"$repo_root"/}" "$(soxi -D "$output_file")" "$size_bytes" $((size_bytes / 1024)) \
  "$sample_rate" "$mp3_kbps"
