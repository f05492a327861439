/**
 * Bits per id in a layer and hashes per id: about 0.1% false positives when a layer is full, so that the filter's
 * layers (one more each time the ids double) stay under 1% together.
 */
const BITS_PER_ID = 14;
const HASHES = 10;
const FIRST_LAYER_IDS = 4096;

/**
 * The ids a build has written since its collections were created empty, by collection, as a Bloom filter: "never
 * written" is certain, "written" only likely (fewer than 1 in 100 ids never written is taken for one). A replay asks it
 * before reading a document back, so that the first read of each new document (a daily counter's first call of the
 * day) does not go to the store for nothing. About 2 bytes per id: the filter grows by layers, each twice the last.
 */
export class WrittenIds {
  private readonly layers = new Map<string, Layer[]>();

  add(collection: string, id: string): void {
    let layers = this.layers.get(collection);
    if (!layers) this.layers.set(collection, (layers = [new Layer(FIRST_LAYER_IDS)]));
    let last = layers[layers.length - 1];
    if (last.full) layers.push((last = new Layer(last.capacity * 2)));
    last.add(id);
  }

  mayHave(collection: string, id: string): boolean {
    const layers = this.layers.get(collection);
    if (!layers) return false;
    const [first, second] = hashes(id);
    return layers.some((layer) => layer.has(first, second));
  }
}

class Layer {
  private readonly bits: Uint32Array;
  private readonly size: number;
  private count = 0;

  constructor(readonly capacity: number) {
    this.size = capacity * BITS_PER_ID;
    this.bits = new Uint32Array(Math.ceil(this.size / 32));
  }

  get full(): boolean {
    return this.count >= this.capacity;
  }

  add(id: string): void {
    const [first, second] = hashes(id);
    for (let index = 0; index < HASHES; index++) {
      const bit = (first + index * second) % this.size;
      this.bits[bit >>> 5] |= 1 << (bit & 31);
    }
    this.count++;
  }

  has(first: number, second: number): boolean {
    for (let index = 0; index < HASHES; index++) {
      const bit = (first + index * second) % this.size;
      if ((this.bits[bit >>> 5] & (1 << (bit & 31))) === 0) return false;
    }
    return true;
  }
}

/**
 * Two 32-bit hashes of the id's UTF-16 code units: FNV-1a, and a variant with another seed and multiplier. Double
 * hashing derives the rest.
 */
function hashes(id: string): [number, number] {
  let first = 0x811c9dc5;
  let second = 0x01000193;
  for (let index = 0; index < id.length; index++) {
    const code = id.charCodeAt(index);
    first = Math.imul(first ^ code, 0x01000193);
    second = Math.imul(second ^ code, 0x5bd1e995);
  }
  // Never 0, so that the HASHES positions of an id differ.
  return [first >>> 0, (second | 1) >>> 0];
}
