#!/usr/bin/env bash
# Regenerates the committed audio fixtures (Debian's espeak-ng and sox):
#   tests/fixtures/audio/speech.wav  about 12 s of Arabic speech (the opening of Al-Fatiha, synthesised),
#                                    16 kHz mono: Chromium's fake microphone plays it
#                                    (--use-file-for-fake-audio-capture) and server tests upload derived files.
set -euo pipefail
cd "$(dirname "$0")/.."
out=tests/fixtures/audio
mkdir -p "$out"
tmp=$(mktemp --suffix=.wav)
trap 'rm -f "$tmp"' EXIT
espeak-ng -v ar -s 130 -w "$tmp" "بسم الله الرحمن الرحيم. الحمد لله رب العالمين. الرحمن الرحيم. مالك يوم الدين. إياك نعبد وإياك نستعين."
sox "$tmp" -r 16000 -c 1 -b 16 "$out/speech.wav" norm -3 trim 0 12
soxi -D "$out/speech.wav"
