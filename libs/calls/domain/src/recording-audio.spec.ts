import { pcmWav, recordingBlobKey, sniffAudio } from './recording-audio';

const hex = (text: string) => Buffer.from(text.replace(/\s/g, ''), 'hex');

describe('sniffAudio', () => {
  it('reads a WAV file and its playing time from the header', () => {
    const wav = pcmWav(new Int16Array(8000 * 3 + 4000), 8000);
    expect(sniffAudio(wav)).toEqual({ contentType: 'audio/wav', durationSeconds: 3.5 });
  });

  it('skips chunks before the data chunk, and counts only the bytes present when the size field overstates them', () => {
    const wav = pcmWav(new Int16Array(8000), 16000);
    const list = Buffer.concat([Buffer.from('LIST', 'latin1'), hex('03000000'), Buffer.from('abc\0', 'latin1')]);
    const withList = Buffer.concat([wav.subarray(0, 36), list, wav.subarray(36)]);
    expect(sniffAudio(withList)?.durationSeconds).toBe(0.5);
    const unfinished = Buffer.from(wav);
    unfinished.writeUInt32LE(0xffffffff, 40);
    expect(sniffAudio(unfinished)?.durationSeconds).toBe(0.5);
  });

  it('says nothing of the duration of a WAV file without fmt or data chunk', () => {
    expect(sniffAudio(Buffer.from('RIFF\0\0\0\0WAVE', 'latin1'))).toEqual({ contentType: 'audio/wav', durationSeconds: null });
  });

  it.each([
    ['an ID3-tagged MP3', Buffer.from('ID3\x04\0\0\0\0\0\0', 'latin1'), 'audio/mpeg'],
    ['a bare MPEG layer III frame', hex('fffb9064 0000'), 'audio/mpeg'],
    ['OGG', Buffer.from('OggS\0\x02', 'latin1'), 'audio/ogg'],
    ['WebM', hex('1a45dfa3 9f4286 81'), 'audio/webm'],
    ['MP4/M4A', Buffer.concat([hex('00000020'), Buffer.from('ftypM4A ', 'latin1')]), 'audio/mp4'],
  ])('recognises %s by its signature', (_name, bytes, contentType) => {
    expect(sniffAudio(bytes)).toEqual({ contentType, durationSeconds: null });
  });

  it.each([
    ['text', Buffer.from('hello, this is not audio')],
    ['a PNG image', hex('89504e470d0a1a0a0000')],
    ['a PDF', Buffer.from('%PDF-1.7')],
    ['AAC in ADTS (layer bits 00)', hex('fff15080 0000')],
    ['RIFF that is not WAVE (AVI)', Buffer.from('RIFF\0\0\0\0AVI LIST', 'latin1')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffAudio(bytes)).toBeNull();
  });
});

describe('recordingBlobKey', () => {
  const clientId = 'c0ffee00-0000-4000-8000-000000000001';

  it('keeps a call recording under its client and call key, named by the SHA-256 of its bytes', () => {
    expect(recordingBlobKey(clientId, 'abc123', Buffer.from('abc'))).toBe(
      `recordings/${clientId}/abc123/ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad`,
    );
  });

  it('gives other audio of the same call another key, and the same audio the same key', () => {
    const key = (audio: string) => recordingBlobKey(clientId, 'abc123', Buffer.from(audio));
    expect(key('first take')).not.toBe(key('second take'));
    expect(key('first take')).toBe(key('first take'));
  });
});
