# timeout: 120
# uses: torch.nn.parallel.DistributedDataParallel, torch.distributed, torch.distributed.init_process_group, torch.distributed.destroy_process_group, torch.multiprocessing, torch.multiprocessing.spawn, torch.utils.data.distributed.DistributedSampler, torch.utils.data.DataLoader, torch.nn.MSELoss, torch.optim.SGD, torch.set_num_threads
# %% [markdown] en
# # DistributedDataParallel on a CPU
#
# `DistributedDataParallel` (DDP) trains one copy of the model per process. Each process sees a different part
# of every batch, computes its own gradients, and during `backward()` the processes average their gradients
# with an all-reduce, so every copy takes the same optimizer step and the copies never drift apart. DDP does not
# need a GPU: with the `gloo` backend it runs on CPUs, which makes it easy to try out.
#
# This tutorial starts two processes on this machine, checks that `DistributedSampler` gives each one a
# different share of the data, and then proves the two claims above with a run: after one step the parameters
# are identical on both ranks, and the gradient they used is the average of the per-rank gradients, equal to
# the gradient of a single process on the full batch.
# %% [markdown] zh
# # 在 CPU 上使用 DistributedDataParallel
#
# `DistributedDataParallel`（DDP）为每个进程保存一份模型副本。每个进程看到每个批次中不同的一部分数据，各自计算梯度；
# 在 `backward()` 过程中，各进程通过 all-reduce 对梯度取平均，于是每份副本执行相同的优化器更新，副本之间永远不会出现偏差。
# DDP 并不需要 GPU：使用 `gloo` 后端就能在 CPU 上运行，所以很容易上手试验。
#
# 本教程在本机启动两个进程，先检查 `DistributedSampler` 是否给每个进程分配了不同的数据，再用实际运行验证上面的两个结论：
# 一步更新之后，两个进程上的参数完全相同；它们使用的梯度是各进程梯度的平均值，等于单个进程在完整批次上算出的梯度。
# %%
import importlib
import os
import socket
import sys

import torch
from torch.utils.data.distributed import DistributedSampler

torch.manual_seed(0)
torch.set_printoptions(precision=4, linewidth=80)
# %% [markdown] en
# ## How `DistributedSampler` splits a dataset
#
# A `DistributedSampler` gives each of `num_replicas` processes every `num_replicas`-th index, starting at its
# `rank`. Both can be passed explicitly, so the split can be inspected without starting any process. With
# `shuffle=True` all ranks shuffle with the same seed (`seed + epoch`), so their shares stay disjoint;
# `set_epoch` must be called every epoch, or every epoch repeats the same order. When the dataset size is not a
# multiple of the number of ranks, the sampler repeats the first indices so that every rank gets the same
# number of samples (or drops the tail with `drop_last=True`).
# %% [markdown] zh
# ## `DistributedSampler` 如何切分数据集
#
# `DistributedSampler` 让 `num_replicas` 个进程中的每一个从自己的 `rank` 开始，每隔 `num_replicas` 个取一个索引。
# 这两个参数都可以显式传入，所以不启动任何进程也能查看切分结果。设置 `shuffle=True` 时，所有进程用相同的随机种子
# （`seed + epoch`）打乱顺序，因此各自分到的部分仍然互不重叠；每个 epoch 都必须调用 `set_epoch`，否则每个 epoch
# 都会重复同样的顺序。数据集大小不能被进程数整除时，采样器会重复开头的几个索引，让每个进程分到同样多的样本
# （设置 `drop_last=True` 则丢弃末尾多出来的部分）。
# %%
data = list(range(10))
for shuffle in (False, True):
    for epoch in (0, 1):
        parts = []
        for rank in range(2):
            sampler = DistributedSampler(data, num_replicas=2, rank=rank, shuffle=shuffle, seed=0)
            sampler.set_epoch(epoch)
            parts.append(list(sampler))
        print(f"shuffle={shuffle!s:<5} epoch {epoch}: rank 0 {parts[0]}  rank 1 {parts[1]}")

no_set_epoch = DistributedSampler(data, num_replicas=2, rank=0, shuffle=True, seed=0)
print("without set_epoch, two passes give the same order:", list(no_set_epoch) == list(no_set_epoch))

for drop_last in (False, True):
    parts = [list(DistributedSampler(data, num_replicas=3, rank=r, shuffle=False, drop_last=drop_last)) for r in range(3)]
    print(f"10 samples, 3 ranks, drop_last={drop_last!s:<5}: {parts}")
# %% [markdown] en
# ## The worker, in a file
#
# `torch.multiprocessing.spawn` starts fresh Python interpreters, which must be able to *import* the function
# they run. A function defined in a notebook cell lives in `__main__` of the kernel and cannot be imported by
# the children, so this cell writes the worker code to `ddp_worker.py` in the working directory.
#
# Each worker joins the process group, builds the model with a *different* seed per rank (DDP will fix that),
# reads its share of a 16-row batch through a `DistributedSampler`, runs one training step, and saves what it
# saw to `rank<N>.pt`. The children print nothing: their results come back through these files, so the output
# of the notebook does not depend on which process finishes first.
# %% [markdown] zh
# ## 写入文件的工作进程代码
#
# `torch.multiprocessing.spawn` 会启动全新的 Python 解释器，它们必须能够*导入*要运行的函数。在 notebook 单元中定义的函数
# 位于内核的 `__main__` 里，子进程无法导入，所以这个单元把工作进程代码写入工作目录下的 `ddp_worker.py`。
#
# 每个工作进程加入进程组，按进程编号用*不同的*随机种子创建模型（DDP 会纠正这一点），通过 `DistributedSampler`
# 读取一个 16 行批次中属于自己的部分，执行一步训练，并把看到的结果保存到 `rank<N>.pt`。子进程不打印任何内容：
# 结果通过这些文件传回，因此 notebook 的输出与哪个进程先结束无关。
# %%
WORKER = '''
import torch
import torch.distributed as dist
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, TensorDataset
from torch.utils.data.distributed import DistributedSampler


def make_data():
    g = torch.Generator().manual_seed(0)
    x = torch.randn(16, 4, generator=g)
    y = torch.randn(16, 1, generator=g)
    return TensorDataset(x, y)


def make_model(seed):
    torch.manual_seed(seed)
    return nn.Linear(4, 1)


def worker(rank, world_size, init_method):
    torch.set_num_threads(1)
    dist.init_process_group("gloo", init_method=init_method, rank=rank, world_size=world_size)
    result = {"rank": rank, "world_size": dist.get_world_size()}

    model = make_model(seed=rank)                   # different on each rank ...
    result["weight_before_ddp"] = model.weight.detach().clone()
    ddp_model = DDP(model)                          # ... until DDP broadcasts rank 0's parameters
    result["weight_in_ddp"] = model.weight.detach().clone()

    dataset = make_data()
    sampler = DistributedSampler(dataset, shuffle=False)  # rank and world size from the process group
    loader = DataLoader(dataset, batch_size=8, sampler=sampler)
    result["indices"] = list(sampler)
    x, y = next(iter(loader))

    # the gradient of this rank's share alone, computed without DDP
    local = make_model(seed=0)
    local.load_state_dict(model.state_dict())
    nn.MSELoss()(local(x), y).backward()
    result["local_grad"] = local.weight.grad.clone()

    optimizer = torch.optim.SGD(ddp_model.parameters(), lr=0.1)
    loss = nn.MSELoss()(ddp_model(x), y)
    loss.backward()                                 # gradients are all-reduced (averaged) here
    result["loss"] = loss.item()
    result["ddp_grad"] = model.weight.grad.clone()
    optimizer.step()
    result["weight_after_step"] = model.weight.detach().clone()
    result["bias_after_step"] = model.bias.detach().clone()

    torch.save(result, f"rank{rank}.pt")
    dist.destroy_process_group()
'''
with open("ddp_worker.py", "w") as f:
    f.write(WORKER)

sys.path.insert(0, os.getcwd())
importlib.invalidate_caches()
import ddp_worker

print("worker module:", ddp_worker.__name__, " function:", ddp_worker.worker.__name__)
# %% [markdown] en
# ## Starting two processes
#
# `init_method="tcp://127.0.0.1:<port>"` tells the processes where rank 0 listens. Binding a socket to port 0
# lets the operating system pick a free port; the socket is closed right away and its number passed on (it is
# not printed, since it changes from run to run). `spawn` calls `worker(rank, *args)` in each process, with
# `rank` 0 and 1, and `join=True` waits for both to finish.
# %% [markdown] zh
# ## 启动两个进程
#
# `init_method="tcp://127.0.0.1:<port>"` 告诉各进程 0 号进程在哪里监听。把套接字绑定到 0 号端口，操作系统就会挑一个空闲端口；
# 随后立即关闭套接字，把端口号传下去（端口号每次运行都不同，所以不打印）。`spawn` 在每个进程中调用 `worker(rank, *args)`，
# `rank` 分别为 0 和 1；`join=True` 会等待两个进程都结束。
# %%
import torch.multiprocessing as mp

with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]

world_size = 2
mp.spawn(ddp_worker.worker, args=(world_size, f"tcp://127.0.0.1:{port}"), nprocs=world_size, join=True)

results = [torch.load(f"rank{rank}.pt") for rank in range(world_size)]
for r in results:
    print(f"rank {r['rank']} of {r['world_size']}: indices {r['indices']}  local loss {r['loss']:.4f}")
# %% [markdown] en
# The default `DistributedSampler` read the rank and the world size from the process group, and the two ranks
# got disjoint halves of the 16 rows, so their losses differ.
#
# ## DDP starts every rank from rank 0's parameters
#
# The two models were created with different seeds. Wrapping a model in `DistributedDataParallel` broadcasts
# rank 0's parameters and buffers to all ranks, so after construction both hold the same weights.
# %% [markdown] zh
# 默认构造的 `DistributedSampler` 从进程组读取进程编号和进程总数，两个进程分到了 16 行数据中互不重叠的两半，所以它们的损失不同。
#
# ## DDP 让每个进程都从 0 号进程的参数开始
#
# 两个模型是用不同的随机种子创建的。把模型包装进 `DistributedDataParallel` 时，0 号进程的参数和缓冲区会被广播到所有进程，
# 所以构造完成后两边的权重相同。
# %%
r0, r1 = results
print("before DDP, rank 0:", r0["weight_before_ddp"])
print("before DDP, rank 1:", r1["weight_before_ddp"])
print("inside DDP, equal on both ranks:", torch.equal(r0["weight_in_ddp"], r1["weight_in_ddp"]),
      " equal to rank 0's:", torch.equal(r1["weight_in_ddp"], r0["weight_before_ddp"]))
# %% [markdown] en
# ## Gradients are averaged
#
# Each rank computed the gradient of its own 8 rows (`local_grad`, from a plain copy of the model). The
# gradient DDP left in `.grad` is the same on both ranks and equals the mean of the two local gradients. Because
# both shares have the same size, that mean is also the gradient of the loss over all 16 rows, which a single
# process computes below for comparison. The comparisons use `allclose`, because summing in a different order
# can change the last bits.
# %% [markdown] zh
# ## 梯度被取平均
#
# 每个进程都算出了自己那 8 行数据的梯度（`local_grad`，用一个普通的模型副本计算）。DDP 留在 `.grad` 中的梯度在两个进程上相同，
# 并且等于两个局部梯度的平均值。由于两部分数据一样大，这个平均值也就是全部 16 行数据上损失的梯度，下面用单个进程计算它作为对照。
# 比较使用 `allclose`，因为求和顺序不同可能改变最后几位。
# %%
from torch import nn

print("local gradient, rank 0:", r0["local_grad"])
print("local gradient, rank 1:", r1["local_grad"])
print("DDP gradient,   rank 0:", r0["ddp_grad"])
print("DDP gradient,   rank 1:", r1["ddp_grad"])
print("same on both ranks:", torch.equal(r0["ddp_grad"], r1["ddp_grad"]))
print("mean of the local gradients:", torch.allclose(r0["ddp_grad"], (r0["local_grad"] + r1["local_grad"]) / 2))

full = ddp_worker.make_model(seed=0)                       # rank 0's initial weights
x_all, y_all = ddp_worker.make_data().tensors
loss = nn.MSELoss()(full(x_all), y_all)
loss.backward()
print("single process, full batch:", full.weight.grad)
print("equal to the DDP gradient:", torch.allclose(r0["ddp_grad"], full.weight.grad))
# %% [markdown] en
# ## After one step the ranks are still identical
#
# Same starting parameters, same averaged gradient, same optimizer: both ranks end the step with exactly the
# same parameters. The single process applies the same SGD update by hand, $w \leftarrow w - 0.1\,\nabla w$,
# and gets the same parameters.
# %% [markdown] zh
# ## 一步更新之后，各进程仍完全一致
#
# 起始参数相同、平均后的梯度相同、优化器相同：两个进程在这一步结束时参数完全相同。单个进程手动执行同样的 SGD 更新
# $w \leftarrow w - 0.1\,\nabla w$，得到的参数也与之一致。
# %%
with torch.no_grad():
    for p in full.parameters():
        p -= 0.1 * p.grad
print("weight after the step, rank 0:", r0["weight_after_step"])
print("identical on both ranks:", torch.equal(r0["weight_after_step"], r1["weight_after_step"]),
      torch.equal(r0["bias_after_step"], r1["bias_after_step"]))
print("matches the single process:", torch.allclose(r0["weight_after_step"], full.weight),
      torch.allclose(r0["bias_after_step"], full.bias))
