# timeout: 120
# uses: training checkpoint / resume, torch.nn.Module.state_dict, torch.nn.Module.load_state_dict, torch.optim.Optimizer.state_dict, torch.save, torch.load, weights_only loading, map_location, safetensors.torch.save_file, safetensors.torch.load_file, torch.onnx, torch.onnx.export, onnx.load, onnx.checker.check_model, onnxruntime.InferenceSession, numpy.testing.assert_allclose, torch.utils.data.DataLoader, torch.optim.Adam
# %% [markdown] en
# # Saving, resuming and exporting a model
#
# A trained model leaves the Python process in one of three forms. A *checkpoint* (`torch.save` of
# `state_dict`s) lets training continue exactly where it stopped; a *safetensors* file holds only the weights,
# in a format that cannot execute code when loaded; an *ONNX* file holds the computation graph and the weights,
# for runtimes other than PyTorch. This tutorial writes all three to the current working directory and checks
# each round trip with a run.
# %% [markdown] zh
# # 保存、恢复训练与导出模型
#
# 训练好的模型以三种形式离开 Python 进程。*检查点*（用 `torch.save` 保存各个 `state_dict`）能让训练从中断处原样继续；
# *safetensors* 文件只保存权重，而且加载时不可能执行任何代码；*ONNX* 文件保存计算图和权重，供 PyTorch 以外的运行时使用。
# 本教程把这三种文件都写到当前工作目录，并用实际运行检查每一种的保存与加载。
# %%
import os
import warnings

import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
torch.set_printoptions(precision=4, linewidth=80)
# %% [markdown] en
# ## A small training setup
#
# `build` creates everything a run needs: a classifier with dropout, an Adam optimizer, and a `DataLoader` that
# shuffles with its own `torch.Generator`. Its `seed` argument sets the initial weights, so a different seed
# gives a visibly different starting point. Three sources of state change as training runs: the parameters,
# the optimizer's running averages, and two random number generators (the global one, used by dropout, and the
# loader's, used for shuffling).
# %% [markdown] zh
# ## 一个小型训练环境
#
# `build` 创建一次训练所需的全部对象：一个带 dropout 的分类器、一个 Adam 优化器，以及一个用自己的 `torch.Generator`
# 打乱数据的 `DataLoader`。参数 `seed` 决定初始权重，换一个随机种子，起点就明显不同。训练过程中会变化的状态有三类：
# 模型参数、优化器的滑动平均值，以及两个随机数生成器（dropout 用的全局生成器和 `DataLoader` 打乱数据用的生成器）。
# %%
X = torch.randn(256, 10)
y = (X[:, :3].sum(dim=1) > 0).long()
dataset = TensorDataset(X, y)


def build(seed=0):
    torch.manual_seed(seed)
    model = nn.Sequential(nn.Linear(10, 32), nn.ReLU(), nn.Dropout(0.2), nn.Linear(32, 2))
    optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
    loader_gen = torch.Generator().manual_seed(0)
    loader = DataLoader(dataset, batch_size=32, shuffle=True, generator=loader_gen)
    return model, optimizer, loader, loader_gen


def run_epoch(model, optimizer, loader):
    model.train()
    total = 0.0
    for xb, yb in loader:
        optimizer.zero_grad()
        loss = nn.functional.cross_entropy(model(xb), yb)
        loss.backward()
        optimizer.step()
        total += loss.item()
    return total / len(loader)


model, optimizer, loader, loader_gen = build()
uninterrupted = [run_epoch(model, optimizer, loader) for _ in range(6)]
print("uninterrupted, 6 epochs:", [f"{loss:.6f}" for loss in uninterrupted])
# %% [markdown] en
# ## Writing a checkpoint
#
# A second run trains for three epochs and saves a checkpoint: a plain dictionary with the epoch, the model's
# and the optimizer's `state_dict`, and the states of both generators. A `state_dict` maps names to tensors; the
# optimizer's also holds Adam's per-parameter `exp_avg` and `exp_avg_sq` and its step count.
# %% [markdown] zh
# ## 写入检查点
#
# 第二次训练只跑三个 epoch，然后保存检查点：一个普通的字典，包含 epoch 数、模型和优化器的 `state_dict`，以及两个生成器的状态。
# `state_dict` 把名字映射到张量；优化器的 `state_dict` 中还有 Adam 为每个参数维护的 `exp_avg`、`exp_avg_sq` 和步数。
# %%
model, optimizer, loader, loader_gen = build()
first_half = [run_epoch(model, optimizer, loader) for _ in range(3)]

checkpoint = {
    "epoch": 3,
    "model": model.state_dict(),
    "optimizer": optimizer.state_dict(),
    "rng": torch.get_rng_state(),
    "loader_rng": loader_gen.get_state(),
}
torch.save(checkpoint, "checkpoint.pt")

print("model keys:", list(checkpoint["model"]))
opt_state = checkpoint["optimizer"]
print("optimizer keys:", list(opt_state), " param_groups[0]['lr']:", opt_state["param_groups"][0]["lr"])
print("state of parameter 0:", {k: tuple(v.shape) for k, v in opt_state["state"][0].items()})
del model, optimizer, loader, loader_gen, checkpoint
# %% [markdown] en
# ## Resuming
#
# A fresh process would rebuild the objects and load the checkpoint into them. Here `build(seed=123)` stands
# for that: its weights are different until `load_state_dict` overwrites them. After restoring the optimizer
# and both generators, the last three epochs produce exactly the losses of the uninterrupted run, bit for bit,
# as the `==` comparison of the Python floats shows.
# %% [markdown] zh
# ## 恢复训练
#
# 在新进程中，需要重新创建这些对象，再把检查点加载进去。这里用 `build(seed=123)` 模拟这一点：在 `load_state_dict`
# 覆盖之前，它的权重和原来不同。恢复优化器和两个生成器之后，后三个 epoch 得到的损失与不中断的那次训练逐位相同，
# 对 Python 浮点数做 `==` 比较的结果证明了这一点。
# %%
model, optimizer, loader, loader_gen = build(seed=123)
ckpt = torch.load("checkpoint.pt")
before = model[0].weight[0, 0].item()
model.load_state_dict(ckpt["model"])
optimizer.load_state_dict(ckpt["optimizer"])
torch.set_rng_state(ckpt["rng"])
loader_gen.set_state(ckpt["loader_rng"])
after = model[0].weight[0, 0].item()

second_half = [run_epoch(model, optimizer, loader) for _ in range(ckpt["epoch"], 6)]
resumed = first_half + second_half
print(f"first weight before loading: {before:.4f}, after loading: {after:.4f}")
print("resumed, 3 + 3 epochs:  ", [f"{loss:.6f}" for loss in resumed])
print("identical to the uninterrupted run:", resumed == uninterrupted)
# %% [markdown] en
# ## What is lost without the optimizer state
#
# Loading only the model's weights is a common mistake. Adam then restarts with zero running averages and
# a step count of 0, and the random generators continue from wherever they happen to be. Training still
# works, but it is no longer the same run: the losses of epochs 4 to 6 differ.
# %% [markdown] zh
# ## 不恢复优化器状态会丢失什么
#
# 只加载模型权重是一个常见错误。这时 Adam 的滑动平均值从零、步数从 0 重新开始，随机数生成器也从各自当时的状态继续。
# 训练仍然能进行，但已经不是同一次训练了：第 4 到第 6 个 epoch 的损失都不一样。
# %%
model, optimizer, loader, loader_gen = build(seed=123)
model.load_state_dict(torch.load("checkpoint.pt")["model"])
weights_only_resume = [run_epoch(model, optimizer, loader) for _ in range(3)]
print("model weights only:", [f"{loss:.6f}" for loss in weights_only_resume])
print("full checkpoint:   ", [f"{loss:.6f}" for loss in second_half])
# %% [markdown] en
# ## `torch.load` and `weights_only`
#
# `torch.save` uses pickle, and unpickling arbitrary data can run arbitrary code. Since PyTorch 2.6 the default
# of `torch.load` is `weights_only=True`: the signature says `None`, which means "use the default", and that
# default is `True` in 2.13. It only unpickles tensors, primitive types, and containers of them, which is why
# the checkpoint above loaded without any argument. An object of your own class is refused with an
# `UnpicklingError`; load it with `weights_only=False` only from a source you trust, or allow that one class
# with `torch.serialization.safe_globals`.
# %% [markdown] zh
# ## `torch.load` 与 `weights_only`
#
# `torch.save` 使用 pickle，而反序列化任意 pickle 数据可能执行任意代码。从 PyTorch 2.6 起，`torch.load` 的默认值是
# `weights_only=True`：签名里写的是 `None`，意思是“使用默认值”，而在 2.13 中这个默认值是 `True`。
# 它只反序列化张量、基本类型以及由它们组成的容器，所以上面的检查点不加任何参数就能加载。自定义类的对象会被拒绝，
# 并抛出 `UnpicklingError`；只有在文件来源可信时才用 `weights_only=False` 加载，或者用 `torch.serialization.safe_globals`
# 只放行这一个类。
# %%
import inspect


class TrainConfig:
    def __init__(self, lr):
        self.lr = lr


torch.save({"config": TrainConfig(0.01), "weights": torch.ones(2)}, "with_object.pt")
try:
    torch.load("with_object.pt")
except Exception as e:
    error = e
unsafe = torch.load("with_object.pt", weights_only=False)
with torch.serialization.safe_globals([TrainConfig]):
    allowed = torch.load("with_object.pt")

print("signature default:", inspect.signature(torch.load).parameters["weights_only"].default)
print(type(error).__name__ + ", excerpts:")
for line in str(error).splitlines():
    if "PyTorch 2.6" in line or "Unsupported global" in line:
        print("   ", line.strip().split(". ")[0] + ".")
print("weights_only=False:", unsafe["config"].lr)
print("with safe_globals: ", allowed["config"].lr)
# %% [markdown] en
# ## `map_location`
#
# Tensors are saved together with their device. A checkpoint written on a GPU fails to load on a machine
# without one, unless `map_location` says where the tensors should go instead: a device (`"cpu"`), a
# dictionary from saved device to new device, or a function. This checkpoint was written on a CPU, so the
# first two forms leave its tensors where they were; to show that the tensors really land where
# `map_location` says, the last line maps them to the `meta` device, which has shapes and dtypes but no data.
# %% [markdown] zh
# ## `map_location`
#
# 张量保存时会连同其设备一起保存。在 GPU 上写入的检查点，在没有 GPU 的机器上加载会失败，除非用 `map_location`
# 指定张量应该放到哪里：可以是一个设备（`"cpu"`）、一个从保存时设备到新设备的字典，或者一个函数。
# 这个检查点是在 CPU 上写入的，所以前两种写法不会改变张量的位置；为了说明张量确实被放到了 `map_location` 指定的地方，
# 最后一行把它们映射到 `meta` 设备（只有形状和数据类型、没有数据）。
# %%
on_cpu = torch.load("checkpoint.pt", map_location="cpu")
from_gpu = torch.load("checkpoint.pt", map_location={"cuda:0": "cpu"})
on_meta = torch.load("checkpoint.pt", map_location="meta")
w = "0.weight"
print("cpu:  ", on_cpu["model"][w].device)
print("dict: ", from_gpu["model"][w].device)
print("meta: ", on_meta["model"][w].device, tuple(on_meta["model"][w].shape), on_meta["model"][w].dtype)
# %% [markdown] en
# ## safetensors
#
# `safetensors.torch.save_file` writes a flat dictionary of tensors: a JSON header with names, dtypes, shapes
# and offsets, then the raw bytes. Loading it runs no code at all, so it is the usual format for publishing
# weights. `load_file` returns a dictionary that `load_state_dict` accepts, and the reloaded model computes the
# same outputs. The format stores tensors only: no optimizer state with Python numbers, no epoch counter (string
# metadata aside).
# %% [markdown] zh
# ## safetensors
#
# `safetensors.torch.save_file` 写入一个扁平的张量字典：先是记录名字、数据类型、形状和字节位置的 JSON 头，后面是原始字节。
# 加载时完全不执行代码，所以它是发布权重时常用的格式。`load_file` 返回的字典可以直接交给 `load_state_dict`，
# 重新加载的模型计算出相同的输出。这种格式只保存张量：除了字符串形式的元数据，不能保存带 Python 数值的优化器状态，也不能保存 epoch 数。
# %%
from safetensors.torch import load_file, save_file

model.eval()
save_file(model.state_dict(), "model.safetensors", metadata={"epochs": "6"})
weights = load_file("model.safetensors")
print({name: (str(t.dtype), tuple(t.shape)) for name, t in weights.items()})

restored = nn.Sequential(nn.Linear(10, 32), nn.ReLU(), nn.Dropout(0.2), nn.Linear(32, 2)).eval()
print(restored.load_state_dict(weights))
probe = torch.randn(5, 10)
with torch.no_grad():
    print("same outputs:", torch.equal(model(probe), restored(probe)))
# %% [markdown] en
# One restriction surprises people: tensors that share memory, such as tied weights, are refused, because each
# name would be written as a separate copy and they would no longer be tied after loading.
# `safetensors.torch.save_model` handles that case by dropping the duplicate names.
# %% [markdown] zh
# 有一个限制常常让人意外：共享内存的张量（例如绑定权重）会被拒绝，因为每个名字都会单独写一份副本，加载后它们就不再绑定在一起了。
# `safetensors.torch.save_model` 处理这种情况的办法是去掉重复的名字。
# %%
shared = torch.zeros(3, 3)
try:
    save_file({"encoder.weight": shared, "decoder.weight": shared}, "tied.safetensors")
except RuntimeError as e:
    print("RuntimeError:", str(e).strip().split(":")[0])
# %% [markdown] en
# ## Exporting to ONNX
#
# `torch.onnx.export` uses the `torch.export`-based exporter by default in 2.13 (`dynamo=True`; it needs the
# `onnxscript` package). The model must be in evaluation mode, so that dropout is left out of the graph. The
# example input fixes the shapes unless `dynamic_shapes` marks a dimension as dynamic; here the batch dimension
# is named `batch`. `verbose=False` silences the exporter's progress messages; the cell also silences a
# harmless deprecation warning and the log lines about the optional `torchvision` package, which would
# otherwise be printed.
# %% [markdown] zh
# ## 导出为 ONNX
#
# 在 2.13 中，`torch.onnx.export` 默认使用基于 `torch.export` 的导出器（`dynamo=True`，需要安装 `onnxscript` 包）。
# 模型必须处于评估模式，这样 dropout 才不会进入计算图。除非用 `dynamic_shapes` 把某个维度标为动态，示例输入会把形状固定下来；
# 这里把批次维度命名为 `batch`。`verbose=False` 关闭导出器的进度信息；这个单元还屏蔽了一条无害的弃用警告，以及关于可选包
# `torchvision` 的日志，否则它们都会被打印出来。
# %%
import logging

import onnx
import onnxruntime as ort

logging.getLogger("torch.onnx").setLevel(logging.ERROR)
example = torch.randn(3, 10)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    program = torch.onnx.export(model, (example,), "model.onnx", input_names=["x"], output_names=["logits"],
                                dynamic_shapes=({0: "batch"},), verbose=False)
print("returned:", type(program).__name__)

onnx_model = onnx.load("model.onnx")
onnx.checker.check_model(onnx_model)  # raises if the model is invalid
print("check_model passed; opset:", onnx_model.opset_import[0].version)
print("operators:", sorted({node.op_type for node in onnx_model.graph.node}))
print("files:", sorted(os.listdir(".")))
# %% [markdown] en
# The ONNX graph contains only `Gemm` (a linear layer) and `Relu`: dropout is gone because the model was in
# evaluation mode. The file listing shows a second file, `model.onnx.data`: with the default
# `external_data=True` the exporter stores the weights beside the graph, and the two files must be kept
# together.
#
# ## Running it with ONNX Runtime
#
# `onnxruntime.InferenceSession` loads the file; `run` takes NumPy arrays keyed by input name. The batch here
# has 7 rows, not the 3 of the export example, which works because the batch dimension was exported as dynamic.
# `numpy.testing.assert_allclose` raises if any output differs from PyTorch's beyond the tolerances, so reaching
# the last line means the two agree.
# %% [markdown] zh
# ONNX 计算图里只有 `Gemm`（线性层）和 `Relu`：因为模型处于评估模式，dropout 已经不在了。文件列表里还有第二个文件
# `model.onnx.data`：在默认的 `external_data=True` 下，导出器把权重存放在计算图文件旁边，这两个文件必须放在一起。
#
# ## 用 ONNX Runtime 运行
#
# `onnxruntime.InferenceSession` 加载该文件；`run` 接收以输入名为键的 NumPy 数组。这里的批次有 7 行，而不是导出示例中的
# 3 行，之所以可行，是因为导出时批次维度被标成了动态维度。只要有任何输出与 PyTorch 的结果之差超出容差，
# `numpy.testing.assert_allclose` 就会报错，所以能执行到最后一行就说明两者一致。
# %%
options = ort.SessionOptions()
options.intra_op_num_threads = 1
session = ort.InferenceSession("model.onnx", options, providers=["CPUExecutionProvider"])
print("inputs:", [(i.name, i.shape) for i in session.get_inputs()])
print("outputs:", [(o.name, o.shape) for o in session.get_outputs()])

batch = torch.randn(7, 10)
(onnx_logits,) = session.run(None, {"x": batch.numpy()})
with torch.no_grad():
    torch_logits = model(batch).numpy()
np.testing.assert_allclose(onnx_logits, torch_logits, rtol=1e-5, atol=1e-6)
print("ONNX Runtime matches PyTorch:", onnx_logits.shape, onnx_logits.dtype)
