# device: cuda
import torch

MiB = 2**20


def show(label):
    print(f"{label:28} allocated {torch.cuda.memory_allocated() / MiB:6.1f} MiB | "
          f"reserved {torch.cuda.memory_reserved() / MiB:6.1f} MiB")


torch.cuda.empty_cache()
show("start")
x = torch.empty(1024, 1024, device="cuda")  # 4 MiB of float32
show("after a 4 MiB tensor")
del x
show("after del x")  # the block stays cached by the allocator
y = torch.empty(1024, 1024, device="cuda")
show("same size again (reused)")
del y
torch.cuda.empty_cache()  # hand unused cached blocks back to the driver
show("after empty_cache()")
