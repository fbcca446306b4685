# timeout: 90
import datetime
import re
import socket
import time

import torch
import torch.distributed as dist
import torch.multiprocessing as mp


def worker(rank, port, skipper, results):
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=2,
                            timeout=datetime.timedelta(seconds=2))
    if rank == 0:
        try:
            dist.all_reduce(torch.ones(1))           # rank 1 never calls it
        except RuntimeError as e:
            msg = str(e)
            if re.search(r"Timed out waiting \d+ms", msg):
                kind = "timed out after the 2 s timeout"
            elif re.search(r"Connection (closed|reset) by peer", msg):
                kind = "the peer's connection is gone"
            else:
                kind = "other: " + msg[:60]
            results.put(f"rank 1 {skipper}: rank 0's all_reduce raised RuntimeError ({kind})")
    elif skipper == "stays alive":
        time.sleep(4)                                # still running, but skipping the collective
    if rank == 0 or skipper == "stays alive":
        dist.destroy_process_group()
    # a rank 1 that "exits" returns without calling destroy_process_group


def run(skipper):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    results = mp.get_context("fork").SimpleQueue()
    mp.start_processes(worker, args=(port, skipper, results), nprocs=2, start_method="fork")
    print(results.get())


if __name__ == "__main__":
    run("stays alive")
    run("exits")
