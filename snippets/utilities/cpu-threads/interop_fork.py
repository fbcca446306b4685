import torch


def work(x):
    return (x @ x).sum()


torch.set_num_interop_threads(2)  # before any inter-op work
print("interop threads:", torch.get_num_interop_threads(), "| intra-op threads:", torch.get_num_threads())

# torch.jit.fork schedules a call as a task; torch.jit.wait collects its result
futures = [torch.jit.fork(work, torch.full((3, 3), float(i))) for i in range(3)]
print("results:", [torch.jit.wait(f).item() for f in futures])
