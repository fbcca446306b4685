import torch
import torch.multiprocessing as mp


def producer(q):
    q.put(torch.arange(4.0))  # only a handle to the shared memory goes into the queue


if __name__ == "__main__":
    ctx = mp.get_context("fork")
    q = ctx.Queue()
    p = ctx.Process(target=producer, args=(q,))
    p.start()
    p.join()  # the producer has exited before anyone received the tensor
    try:
        q.get(timeout=10)
        print("received anyway")
    except (OSError, EOFError) as e:  # which one depends on timing
        print("get() after the sender exited failed:", isinstance(e, (OSError, EOFError)))
