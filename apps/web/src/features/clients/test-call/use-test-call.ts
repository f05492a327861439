import { useEffect, useRef, useState } from 'react';
import type { ClientRecord } from '../api/my-client';
import { useRecordTestCall } from '../api/record-test-call';
import { callerTurn, speak } from './speak';
import { type ScriptLine, testCallScript, testCallSummary, transcriptText } from './test-call-script';

export type TestCallStatus = 'idle' | 'running' | 'recording' | 'recorded' | 'failed';

/**
 * Runs the in-browser test call: each line joins the transcript as it is spoken (agent lines aloud in the matched
 * voice), then the call is recorded as a `test` call, which never counts against minutes.
 */
export function useTestCall(client: ClientRecord) {
  const [status, setStatus] = useState<TestCallStatus>('idle');
  const [lines, setLines] = useState<ScriptLine[]>([]);
  const [, record] = useRecordTestCall();
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    // Chrome loads its voices on the first request: ask early so they are there when the call starts.
    window.speechSynthesis?.getVoices();
    return () => abort.current?.abort();
  }, []);

  async function start() {
    const controller = new AbortController();
    abort.current?.abort();
    abort.current = controller;
    const script = testCallScript(client);
    const startedAt = Date.now();
    setLines([]);
    setStatus('running');
    for (const line of script) {
      if (controller.signal.aborted) return;
      setLines((shown) => [...shown, line]);
      await (line.speaker === 'agent' ? speak(line.text, client.aiVoice, controller.signal) : callerTurn(controller.signal));
    }
    if (controller.signal.aborted) return;
    setStatus('recording');
    const result = await record({
      durationSeconds: Math.max(1, Math.round((Date.now() - startedAt) / 1000)),
      transcript: transcriptText(script),
      summary: testCallSummary(client),
      outcome: 'booked_appointment',
    });
    if (!controller.signal.aborted) setStatus(result.error ? 'failed' : 'recorded');
  }

  function stop() {
    abort.current?.abort();
    setStatus('idle');
  }

  return { status, lines, start, stop };
}
