import { lotConsumptionOrder, type CostedLot } from "./lot-consumption";

/**
 * The live lots of a replay as a binary heap in consumption order, so a history of n movements
 * replays in O(n log n) rather than sorting every lot for every debit (a 10,000-movement wallet).
 */
export class LotQueue<T extends CostedLot> {
  private readonly heap: T[] = [];

  push(lot: T): void {
    const heap = this.heap;
    heap.push(lot);
    let child = heap.length - 1;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (lotConsumptionOrder(heap[parent] as T, heap[child] as T) <= 0) break;
      [heap[parent], heap[child]] = [heap[child] as T, heap[parent] as T];
      child = parent;
    }
  }

  /** The next lot to spend, left in place: a debit may take only part of it. */
  peek(): T | undefined {
    return this.heap[0];
  }

  pop(): T | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (heap.length === 0 || last === undefined) return top;
    heap[0] = last;
    let parent = 0;
    for (;;) {
      const left = 2 * parent + 1;
      const right = left + 1;
      let first = parent;
      if (left < heap.length && lotConsumptionOrder(heap[left] as T, heap[first] as T) < 0) first = left;
      if (right < heap.length && lotConsumptionOrder(heap[right] as T, heap[first] as T) < 0) first = right;
      if (first === parent) return top;
      [heap[parent], heap[first]] = [heap[first] as T, heap[parent] as T];
      parent = first;
    }
  }
}
