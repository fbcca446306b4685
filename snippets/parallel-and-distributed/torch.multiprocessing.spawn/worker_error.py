# timeout: 60
import torch.multiprocessing as mp


def work(i):
    if i == 1:
        raise ValueError(f"bad input in worker {i}")


if __name__ == "__main__":
    try:
        mp.start_processes(work, nprocs=2, start_method="fork")   # the same error handling as mp.spawn
    except Exception as e:
        print("parent got:", type(e).__module__ + "." + type(e).__name__)
        print("is a ValueError:", isinstance(e, ValueError))
        print("failing index:", e.error_index, "| child's traceback included:",
              "ValueError: bad input in worker 1" in str(e))
