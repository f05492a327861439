import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sampleCallTranscript } from './sample-call-transcript';

// The transcript shown beside the player must match the script the audio file was made from.
describe('sampleCallTranscript', () => {
  it('matches tools/audio/sample-call-script.txt line by line', () => {
    const script = readFileSync(join(__dirname, '../../../../../../tools/audio/sample-call-script.txt'), 'utf8');
    const lines = script
      .trim()
      .split('\n')
      .map((line) => line.trim());
    expect(sampleCallTranscript.map((line) => `${line.speaker}: ${line.text}`)).toEqual(lines);
  });
});
