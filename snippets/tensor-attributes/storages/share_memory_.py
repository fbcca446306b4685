import multiprocessing as mp
import torch

def child(t):
    t += 10                     # in-place write in another process

if __name__ == "__main__":
    x = torch.arange(4.0)
    view = x[1:]
    print("before: is_shared", x.is_shared())
    r = x.share_memory_()
    print("after:  is_shared", x.is_shared(), " returns self:", r is x, " values kept:", x.tolist())
    print("a view made earlier follows:", view.is_shared())
    p = mp.get_context("fork").Process(target=child, args=(x,))
    p.start(); p.join()
    print("parent sees the child's write:", x.tolist())
    x.share_memory_()
    print("calling it again keeps the storage:", x.is_shared(), x.tolist())
    print("x + 1 is shared:", (x + 1).is_shared(), " x.clone() is shared:", x.clone().is_shared())
