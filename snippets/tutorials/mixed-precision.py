# timeout: 120
# uses: torch.amp, torch.autocast, autocast op eligibility, bfloat16 vs float16 format, torch.amp.GradScaler, torch.amp.GradScaler.scale, torch.amp.GradScaler.step, torch.amp.GradScaler.update, torch.amp.GradScaler.unscale_, torch.bfloat16, torch.float16, torch.float32, torch.cuda.is_available, torch.nn.Linear, torch.optim.SGD, training loop
# %% [markdown] en
# # Mixed precision with `torch.autocast` and `GradScaler`
#
# Mixed precision runs the expensive operations (matrix multiplications, convolutions) in a 16-bit format and
# keeps the rest, including the parameters, in `float32`. This tutorial compares the two 16-bit formats,
# `float16` and `bfloat16`, shows which operations `torch.autocast` casts and which it keeps in `float32`,
# trains the same model in `float32`, with `bfloat16` autocast, and with `float16` autocast plus
# `torch.amp.GradScaler`, and explains what the scaler is for.
#
# Everything here runs on a CPU. The outputs on this site come from a CPU run; the last cell shows the CUDA
# recipe, which runs only where a GPU is present.
# %% [markdown] zh
# # 用 `torch.autocast` 与 `GradScaler` 做混合精度训练
#
# 混合精度训练把开销大的运算（矩阵乘法、卷积）放在 16 位格式下执行，其余部分（包括参数）仍保持 `float32`。
# 本教程先比较两种 16 位格式 `float16` 与 `bfloat16`，再看 `torch.autocast` 会转换哪些算子、哪些算子保持 `float32`，
# 然后分别用 `float32`、`bfloat16` 自动混合精度、`float16` 自动混合精度加 `torch.amp.GradScaler` 训练同一个模型，
# 并解释 `GradScaler` 的作用。
#
# 本教程的所有内容都在 CPU 上运行，站点上的输出来自 CPU 运行；最后一个单元给出 CUDA 上的写法，只有存在 GPU 时才会执行。
# %%
import torch
import torch.nn.functional as F
from torch import nn

torch.manual_seed(0)
torch.set_printoptions(precision=4, linewidth=80)
# %% [markdown] en
# ## Two 16-bit formats
#
# `float16` spends 5 bits on the exponent and 10 on the fraction; `bfloat16` spends 8 on the exponent, like
# `float32`, and only 7 on the fraction. `torch.finfo` shows the consequence: `float16` is more precise (a
# smaller `eps`) but its largest value is 65504 and its smallest normal number is about $6 \times 10^{-5}$,
# while `bfloat16` covers the same range as `float32` with less than three significant decimal digits.
# %% [markdown] zh
# ## 两种 16 位格式
#
# `float16` 用 5 位表示指数、10 位表示尾数；`bfloat16` 和 `float32` 一样用 8 位表示指数，尾数只有 7 位。
# `torch.finfo` 显示了由此带来的差别：`float16` 精度更高（`eps` 更小），但最大值只有 65504，最小正规数约为
# $6 \times 10^{-5}$；`bfloat16` 的表示范围与 `float32` 相同，有效数字却不到三位十进制数。
# %%
print(f"{'dtype':<15}{'bits':>5}{'max':>13}{'smallest normal':>17}{'eps':>12}")
for dt in (torch.float32, torch.float16, torch.bfloat16):
    fi = torch.finfo(dt)
    print(f"{str(dt):<15}{fi.bits:>5}{fi.max:>13.6g}{fi.smallest_normal:>17.4g}{fi.eps:>12.4g}")
# %% [markdown] en
# What that means for actual numbers: 65504 is the last finite `float16`; 65520 and above round to `inf`,
# and so does $300 \times 300$. In `bfloat16` all of these are finite but coarsely rounded: 65504 and 65520
# both become 65536, and the product becomes 90112. At the small end, $10^{-8}$ becomes 0 in `float16` and
# survives, approximately, in `bfloat16`. In the other direction, $1 + 2^{-9}$ is still distinguishable from 1
# in `float16` but rounds to 1 in `bfloat16`.
# %% [markdown] zh
# 落到具体数值上：65504 是 `float16` 能表示的最大有限值，65520 及以上会舍入为 `inf`，$300 \times 300$ 也一样。
# 在 `bfloat16` 中这些数都是有限值，但舍入很粗：65504 和 65520 都变成 65536，乘积变成 90112。在小数一端，
# $10^{-8}$ 在 `float16` 中变成 0，在 `bfloat16` 中则近似地保留下来。反过来，$1 + 2^{-9}$ 在 `float16` 中仍能与 1 区分，在 `bfloat16` 中却被舍入为 1。
# %%
for value in (65504.0, 65520.0, 1e-8, 1 + 2**-9):
    t = torch.tensor(value)
    print(f"{value!r:<22} float16: {t.half().item()!r:<22} bfloat16: {t.bfloat16().item()!r}")
big = torch.tensor(300.0)
print("300 * 300 in float16:", (big.half() * big.half()).item(), " in bfloat16:", (big.bfloat16() * big.bfloat16()).item())
# %% [markdown] en
# ## What `torch.autocast` casts on a CPU
#
# Inside `with torch.autocast("cpu", dtype=torch.bfloat16):` each operation follows one of three rules. The
# cell runs a few operations on a `float32` input and on a `bfloat16` input and prints the result's dtype:
#
# - matrix multiplication, `linear` and convolutions run in `bfloat16` whatever their input;
# - losses such as `mse_loss` and `cross_entropy`, and precision-sensitive reductions such as `prod`, run in
#   `float32` whatever their input;
# - everything else (`relu`, `softmax`, `sum`, `layer_norm`, ...) is not cast and runs in its input's dtype;
#   an operation with a `float32` and a `bfloat16` input gives `float32` by ordinary type promotion.
#
# These lists are per device type, and the CUDA lists differ from the CPU ones; the reference page on autocast
# op eligibility, linked at the end, compares them.
# %% [markdown] zh
# ## 在 CPU 上 `torch.autocast` 转换哪些算子
#
# 在 `with torch.autocast("cpu", dtype=torch.bfloat16):` 块中，每个算子遵循以下三条规则之一。
# 下面的单元分别用 `float32` 输入和 `bfloat16` 输入运行几个算子，并打印结果的数据类型：
#
# - 矩阵乘法、`linear` 和卷积无论输入是什么，都在 `bfloat16` 下执行；
# - `mse_loss`、`cross_entropy` 等损失函数，以及 `prod` 这类对精度敏感的归约，无论输入是什么，都在 `float32` 下执行；
# - 其他算子（`relu`、`softmax`、`sum`、`layer_norm` 等）不做转换，按输入的数据类型执行；一个输入是 `float32`、
#   另一个是 `bfloat16` 的算子，按普通的类型提升规则得到 `float32`。
#
# 这些列表按设备类型分别规定，CUDA 的列表与 CPU 的不同；文末链接的参考页面 autocast op eligibility 对两者做了比较。
# %%
x = torch.randn(4, 8)
w = torch.randn(3, 8)
ops = {
    "matmul": lambda t: t @ t.T,
    "linear": lambda t: F.linear(t, w.to(t.dtype)),
    "conv2d": lambda t: F.conv2d(t[None, None], torch.ones(1, 1, 3, 3, dtype=t.dtype)),
    "mse_loss": lambda t: F.mse_loss(t, torch.zeros_like(t)),
    "cross_entropy": lambda t: F.cross_entropy(t, torch.tensor([0, 1, 2, 3])),
    "prod": lambda t: t.prod(),
    "relu": lambda t: t.relu(),
    "softmax": lambda t: t.softmax(dim=-1),
    "sum": lambda t: t.sum(),
    "layer_norm": lambda t: F.layer_norm(t, (8,)),
    "add float32": lambda t: t + x,
}
with torch.autocast("cpu", dtype=torch.bfloat16):
    table = [f"{name:<14}{str(op(x).dtype):<18}{op(x.bfloat16()).dtype}" for name, op in ops.items()]
print(f"{'op':<14}{'float32 input':<18}{'bfloat16 input'}")
print("\n".join(table))
# %% [markdown] en
# Autocast never touches the parameters themselves: a layer's weight stays `float32`, autocast makes a
# `bfloat16` copy for the operation, and the backward pass of that cast turns the gradient back into `float32`.
# So `weight.grad` is `float32`, and the optimizer updates `float32` weights.
# %% [markdown] zh
# 自动混合精度从不改动参数本身：层的权重仍是 `float32`，自动混合精度为算子临时生成一份 `bfloat16` 副本，
# 这次类型转换的反向计算又把梯度转换回 `float32`。因此 `weight.grad` 是 `float32`，优化器更新的也是 `float32` 权重。
# %%
layer = nn.Linear(8, 3)
with torch.autocast("cpu", dtype=torch.bfloat16):
    out = layer(x)
    loss = F.mse_loss(out, torch.zeros(4, 3))
loss.backward()
print("weight:", layer.weight.dtype, " output:", out.dtype, " loss:", loss.dtype, " weight.grad:", layer.weight.grad.dtype)
# %% [markdown] en
# ## Training under autocast
#
# The same small regression model is trained three times from the same initial weights on the same
# mini-batches: in plain `float32`, with `bfloat16` autocast, and with `float16` autocast and a
# `torch.amp.GradScaler("cpu")`. Only the forward pass and the loss go inside `autocast`; `backward()` and the
# optimizer step stay outside.
#
# With a scaler, the three lines `loss.backward()`, `optimizer.step()` become `scaler.scale(loss).backward()`,
# `scaler.step(optimizer)`, `scaler.update()`. `GradScaler("cpu")` works in torch 2.13; `is_enabled()` confirms
# it, and its initial scale is $2^{16} = 65536$.
# %% [markdown] zh
# ## 在 autocast 下训练
#
# 用相同的初始权重、相同的批次把同一个小型回归模型训练三遍：纯 `float32`、`bfloat16` 自动混合精度、`float16`
# 自动混合精度加 `torch.amp.GradScaler("cpu")`。只有前向传播和损失计算放在 `autocast` 块里，`backward()` 和优化器的
# 更新步骤留在块外。
#
# 使用 `GradScaler` 时，`loss.backward()`、`optimizer.step()` 两行换成 `scaler.scale(loss).backward()`、
# `scaler.step(optimizer)`、`scaler.update()` 三行。`GradScaler("cpu")` 在 torch 2.13 中可以正常使用：
# `is_enabled()` 证实了这一点，它的初始缩放因子是 $2^{16} = 65536$。
# %%
X = torch.randn(512, 20)
Y = (X @ torch.randn(20, 1)).tanh() + 0.05 * torch.randn(512, 1)


def make_model():
    torch.manual_seed(1)  # the same initial weights every time
    return nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 1))


def train(dtype=None, scaler=None, steps=60):
    model = make_model()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    losses, scales = [], []
    for step in range(steps):
        i = (step * 64) % 512
        xb, yb = X[i : i + 64], Y[i : i + 64]
        optimizer.zero_grad()
        with torch.autocast("cpu", dtype=dtype or torch.bfloat16, enabled=dtype is not None):
            loss = F.mse_loss(model(xb), yb)
        if scaler is None:
            loss.backward()
            optimizer.step()
        else:
            scaler.scale(loss).backward()
            scaler.step(optimizer)   # unscales the gradients; skips the step if any is inf or NaN
            scaler.update()          # adjusts the scale for the next step
            scales.append(scaler.get_scale())
        losses.append(loss.item())
    return model, losses, scales


scaler = torch.amp.GradScaler("cpu")
enabled, initial_scale = scaler.is_enabled(), scaler.get_scale()
runs = {
    "float32": train(),
    "bfloat16 autocast": train(torch.bfloat16),
    "float16 + scaler": train(torch.float16, scaler),
}
print("GradScaler('cpu') enabled:", enabled, " initial scale:", initial_scale)
print(f"{'step':<20}" + "".join(f"{s:>8}" for s in range(0, 60, 10)) + f"{59:>8}")
for name, (model, losses, _) in runs.items():
    shown = losses[::10] + [losses[-1]]
    print(f"{name:<20}" + "".join(f"{v:>8.4f}" for v in shown))
print("parameter dtype after training:", {name: run[0][0].weight.dtype for name, run in runs.items()})
print("scale after 60 steps:", scaler.get_scale())
# %% [markdown] en
# The three runs follow the same loss curve: at every printed step the losses agree to within 0.001, and
# the `float16` run, with three more fraction bits, stays closer to `float32` than the `bfloat16` run does.
# The parameters stay `float32` in every run. The scale stayed at 65536 for the whole run: no step produced an
# `inf` gradient, and the default `growth_interval` of 2000 steps was never reached.
# %% [markdown] zh
# 三次训练的损失曲线基本重合：在每个打印出来的步骤上，损失之差都在 0.001 以内；`float16` 的尾数多三位，
# 所以它比 `bfloat16` 更贴近 `float32` 的结果。每次训练的参数都保持 `float32`。
# 缩放因子在整个训练过程中一直是 65536：没有一步出现 `inf` 梯度，也远没有达到默认的 `growth_interval`（2000 步）。
# %% [markdown] en
# ## What the scaler is for
#
# `float16` cannot hold gradients below about $6 \times 10^{-8}$ (its smallest subnormal number). In the cell
# below the loss is multiplied by $10^{-8}$, so the gradient that flows back into the `float16` output of the
# linear layer is $10^{-8}$ per element: it becomes 0 in `float16`, and the weight gradient is all zeros.
# Scaling the loss by 65536 first moves the gradient into `float16`'s range; `scaler.unscale_(optimizer)`
# divides it back in `float32`, and the result matches the gradient computed entirely in `float32` to about
# three significant digits. `bfloat16` has `float32`'s exponent range, so it does not need a scaler.
# %% [markdown] zh
# ## `GradScaler` 的作用
#
# `float16` 无法表示小于约 $6 \times 10^{-8}$ 的梯度（这是它最小的非正规数）。下面的单元把损失乘以 $10^{-8}$，
# 于是流回线性层 `float16` 输出的梯度每个元素都是 $10^{-8}$：它在 `float16` 中变成 0，权重梯度也就全是 0。
# 先把损失乘以 65536，梯度就落进了 `float16` 的表示范围；`scaler.unscale_(optimizer)` 再在 `float32` 下把它除回去，
# 结果与完全用 `float32` 计算的梯度在约三位有效数字上一致。`bfloat16` 的指数范围与 `float32` 相同，所以不需要 `GradScaler`。
# %%
torch.manual_seed(0)
layer = nn.Linear(4, 4)
inputs = torch.randn(8, 4)
optimizer = torch.optim.SGD(layer.parameters(), lr=0.1)

with torch.autocast("cpu", dtype=torch.float16):
    tiny_loss = layer(inputs).float().sum() * 1e-8
tiny_loss.backward()
no_scaler = layer.weight.grad[0].clone()

layer.zero_grad()
tiny_scaler = torch.amp.GradScaler("cpu")
with torch.autocast("cpu", dtype=torch.float16):
    tiny_loss = layer(inputs).float().sum() * 1e-8
tiny_scaler.scale(tiny_loss).backward()
tiny_scaler.unscale_(optimizer)
with_scaler = layer.weight.grad[0].clone()

layer.zero_grad()
(layer(inputs).sum() * 1e-8).backward()
reference = layer.weight.grad[0].clone()

print("float16, no scaler:  ", no_scaler)
print("float16 with scaler: ", with_scaler)
print("float32 reference:   ", reference)
# %% [markdown] en
# ## The scale adapts
#
# When the scale is too large, the scaled gradients overflow to `inf`. `scaler.step` then skips the optimizer
# step and `scaler.update` halves the scale (`backoff_factor=0.5`); after `growth_interval` clean steps in a row
# it doubles the scale (`growth_factor=2.0`). Starting deliberately at $2^{22}$ with `growth_interval=20` shows
# both: the first five steps overflow and are skipped, halving the scale down to 131072; step 12 overflows once
# more; from 65536 on, no step overflows, and the scale doubles after every 20 clean steps (after steps 32 and
# 52). The skipped steps are lost training: the final loss is higher than in the run above.
# %% [markdown] zh
# ## 缩放因子会自动调整
#
# 缩放因子过大时，缩放后的梯度会溢出成 `inf`。这时 `scaler.step` 跳过这次优化器更新，`scaler.update` 把缩放因子减半
# （`backoff_factor=0.5`）；连续 `growth_interval` 步没有溢出后，缩放因子翻倍（`growth_factor=2.0`）。
# 故意从 $2^{22}$ 开始并设置 `growth_interval=20`，两种情况都能看到：前五步溢出被跳过，缩放因子一路减半到 131072；
# 第 12 步又溢出一次；降到 65536 之后不再溢出，每连续 20 步没有溢出，缩放因子就翻倍一次（第 32 步和第 52 步之后）。
# 被跳过的步骤等于白白浪费：最终损失比上面那次训练要高。
# %%
eager_scaler = torch.amp.GradScaler("cpu", init_scale=2.0**22, growth_interval=20)
_, losses, scales = train(torch.float16, eager_scaler)
previous = 2.0**22
for step, scale in enumerate(scales):
    if scale != previous:
        event = "overflow: step skipped, scale halved" if scale < previous else "20 clean steps: scale doubled"
        print(f"after step {step:>2}: scale {scale:>9.0f}  ({event})")
    previous = scale
print(f"final loss: {losses[-1]:.4f}")
# %% [markdown] en
# ## On a GPU: `float16` autocast with a CUDA scaler
#
# On CUDA the recipe is the same with `"cuda"` as the device type, and with `float16` the scaler is needed
# there for the reason shown above. This cell runs that version only when `torch.cuda.is_available()`; the run that
# produced this page had no GPU, so its output is the message of the `else` branch.
# %% [markdown] zh
# ## 在 GPU 上：`float16` 自动混合精度加 CUDA 的 `GradScaler`
#
# 在 CUDA 上写法相同，只是设备类型换成 `"cuda"`；使用 `float16` 时，出于上面演示过的原因，同样需要 `GradScaler`。
# 这个单元只在 `torch.cuda.is_available()` 为真时运行 CUDA 版本；生成本页面的那次运行没有 GPU，所以输出的是
# `else` 分支的提示信息。
# %%
if torch.cuda.is_available():
    torch.manual_seed(1)
    model = nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Linear(64, 1)).cuda()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    cuda_scaler = torch.amp.GradScaler("cuda")
    xb, yb = X[:64].cuda(), Y[:64].cuda()
    for step in range(20):
        optimizer.zero_grad()
        with torch.autocast("cuda", dtype=torch.float16):
            out = model(xb)
            loss = F.mse_loss(out, yb)
        cuda_scaler.scale(loss).backward()
        cuda_scaler.step(optimizer)
        cuda_scaler.update()
    print("output dtype:", out.dtype, " loss dtype:", loss.dtype, f" final loss: {loss.item():.4f}")
else:
    print("No GPU present: the CUDA float16 example was skipped.")
