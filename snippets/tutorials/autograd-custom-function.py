# timeout: 60
# uses: leaf tensors, computation graph, torch.Tensor.is_leaf, torch.Tensor.requires_grad, torch.Tensor.grad_fn, torch.Tensor.backward, torch.Tensor.grad, torch.Tensor.retain_grad, torch.Tensor.detach, torch.autograd.grad, torch.autograd.Function, torch.autograd.Function.forward, torch.autograd.Function.setup_context, torch.autograd.Function.backward, torch.autograd.Function.apply, torch.autograd.function.FunctionCtx.save_for_backward, torch.autograd.function.BackwardCFunction.saved_tensors, torch.autograd.function.BackwardCFunction.needs_input_grad, torch.autograd.gradcheck, torch.float64
# %% [markdown] en
# # Autograd from leaf tensors to a custom `Function`
#
# This tutorial follows a gradient from start to finish. It starts with the tensors autograd tracks (leaf
# tensors, `requires_grad`, `grad_fn`), runs `backward` and watches `.grad` accumulate, asks for gradients
# without touching `.grad` via `torch.autograd.grad`, and ends by writing a custom `torch.autograd.Function` in
# the modern style (`forward`, `setup_context`, `backward` as separate static methods), verifying it with
# `torch.autograd.gradcheck`, and watching `gradcheck` catch a backward that is wrong.
# %% [markdown] zh
# # 自动求导：从叶子张量到自定义 `Function`
#
# 本教程完整跟踪一次梯度计算。先看自动求导跟踪的张量（叶子张量、`requires_grad`、`grad_fn`），再运行 `backward`，
# 观察 `.grad` 如何累加；接着用 `torch.autograd.grad` 在不改动 `.grad` 的情况下求梯度；最后按现代写法
# （`forward`、`setup_context`、`backward` 分别是独立的静态方法）实现一个自定义 `torch.autograd.Function`，
# 用 `torch.autograd.gradcheck` 验证它，并看 `gradcheck` 如何抓出一个写错的 `backward`。
# %%
import warnings

import torch

torch.manual_seed(0)
torch.set_printoptions(precision=4, linewidth=80)
# %% [markdown] en
# ## Leaf tensors and `grad_fn`
#
# A tensor you create yourself is a *leaf*. If it has `requires_grad=True`, autograd records every operation
# applied to it: each result is a non-leaf tensor whose `grad_fn` names the backward node that produced it.
# A tensor that does not require gradients is also a leaf, and nothing computed only from such tensors is
# recorded. The nodes are printed by `name()` here, because their default `repr` contains a memory address.
# %% [markdown] zh
# ## 叶子张量与 `grad_fn`
#
# 用户自己创建的张量是*叶子张量*。如果它的 `requires_grad=True`，自动求导就会记录作用在它上面的每个运算：
# 每个结果都是非叶子张量，其 `grad_fn` 指向产生它的反向节点。不需要梯度的张量同样是叶子张量，
# 只由这类张量算出来的结果不会被记录。这里用 `name()` 打印节点，因为节点默认的 `repr` 里含有内存地址。
# %%
x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
c = torch.tensor([1.0, 0.0, -1.0])      # a constant: no gradient wanted
y = x * 2 + c
z = (y ** 2).sum()

for name, t in [("x", x), ("c", c), ("y", y), ("z", z)]:
    fn = t.grad_fn.name() if t.grad_fn is not None else None
    print(f"{name}: is_leaf={t.is_leaf!s:<5} requires_grad={t.requires_grad!s:<5} grad_fn={fn}")
chain, node = [], z.grad_fn
while node is not None:
    chain.append(node.name())
    node = next((n for n, _ in node.next_functions if n is not None), None)
print("z's graph:", " <- ".join(chain))
# %% [markdown] en
# Following `next_functions` walks the recorded computation graph backwards: `z` came from a sum, the sum from a
# power, the power from an addition, the addition from a multiplication, and that from `x`, whose node
# `AccumulateGrad` is where the gradient will be stored. The constant `c` has no node at all.
#
# ## `backward` fills `.grad`, and accumulates
#
# Here $z = \sum_i (2x_i + c_i)^2$, so $\partial z / \partial x_i = 4(2x_i + c_i)$: for $x = (1, 2, 3)$ and
# $c = (1, 0, -1)$ that is $(12, 16, 20)$. After `z.backward()` the leaf `x` holds it in `.grad`. Non-leaf
# tensors do not keep their gradient unless asked to with `retain_grad()` before the backward pass; the
# retained `y.grad` is $\partial z / \partial y = 2y = (6, 8, 10)$.
# %% [markdown] zh
# 顺着 `next_functions` 可以沿记录下来的计算图向回走：`z` 来自求和，求和来自幂运算，幂运算来自加法，加法来自乘法，
# 乘法来自 `x`；`x` 对应的节点 `AccumulateGrad` 就是梯度最终存放的地方。常量 `c` 根本没有节点。
#
# ## `backward` 写入 `.grad`，并且会累加
#
# 这里 $z = \sum_i (2x_i + c_i)^2$，所以 $\partial z / \partial x_i = 4(2x_i + c_i)$：当 $x = (1, 2, 3)$、
# $c = (1, 0, -1)$ 时结果是 $(12, 16, 20)$。调用 `z.backward()` 之后，叶子张量 `x` 的 `.grad` 中就是这个值。
# 非叶子张量默认不保留梯度，除非在反向传播之前调用 `retain_grad()`；保留下来的 `y.grad` 是
# $\partial z / \partial y = 2y = (6, 8, 10)$。
# %%
y = x * 2 + c
y.retain_grad()
z = (y ** 2).sum()
z.backward()
print("x.grad:", x.grad)
print("y.grad (retained):", y.grad)
# %% [markdown] en
# A second backward pass over a new graph *adds* to `x.grad` instead of replacing it: $(24, 32, 40)$ is twice
# the gradient. This is why a training
# loop calls `optimizer.zero_grad()` (or sets `.grad` to `None`) before every backward pass. Calling `backward`
# twice on the *same* graph fails: the intermediate values saved for the backward pass are freed after the
# first call, unless it was made with `retain_graph=True`.
# %% [markdown] zh
# 在新的计算图上再做一次反向传播，结果会*累加*到 `x.grad` 上，而不是替换它：$(24, 32, 40)$ 正好是梯度的两倍。这就是训练循环在每次反向传播前都要调用
# `optimizer.zero_grad()`（或把 `.grad` 设为 `None`）的原因。在*同一个*计算图上调用两次 `backward` 会报错：
# 第一次调用之后，为反向传播保存的中间值就被释放了，除非第一次调用时传入 `retain_graph=True`。
# %%
z2 = ((x * 2 + c) ** 2).sum()
z2.backward()
print("after a second backward:", x.grad)

try:
    z2.backward()
except RuntimeError as e:
    print("RuntimeError:", str(e).split(".")[0])

x.grad = None
print("after x.grad = None:", x.grad)
# %% [markdown] en
# ## `torch.autograd.grad`: gradients as return values
#
# `torch.autograd.grad(outputs, inputs)` returns the gradients as a tuple and leaves `.grad` untouched. With
# `create_graph=True` the returned gradient is itself part of a graph, so it can be differentiated again: for
# $f(a) = \sum a^3$ the first derivative is $3a^2$ and the second is $6a$.
# %% [markdown] zh
# ## `torch.autograd.grad`：把梯度作为返回值
#
# `torch.autograd.grad(outputs, inputs)` 以元组形式返回梯度，不会改动 `.grad`。传入 `create_graph=True` 时，
# 返回的梯度本身也在计算图中，可以再求一次导：对 $f(a) = \sum a^3$，一阶导数是 $3a^2$，二阶导数是 $6a$。
# %%
a = torch.tensor([1.0, 2.0], requires_grad=True)
f = (a ** 3).sum()
(da,) = torch.autograd.grad(f, a, create_graph=True)
print("first derivative:", da)
(dda,) = torch.autograd.grad(da.sum(), a)
print("second derivative:", dda)
print("a.grad is still", a.grad)
# %% [markdown] en
# ## A custom `torch.autograd.Function`
#
# When autograd cannot differentiate something (a call into another library, an operation on detached data) or
# when you want a cheaper or more stable backward than the one autograd would build, you write a
# `torch.autograd.Function`. In the modern style it has three static methods:
#
# - `forward(x, beta)` computes the result from the inputs alone; it receives no `ctx`.
# - `setup_context(ctx, inputs, output)` stores what the backward needs: tensors with
#   `ctx.save_for_backward`, anything else as attributes of `ctx`.
# - `backward(ctx, grad_output)` returns one gradient per input of `forward`, `None` for an input that has no
#   gradient (here the Python float `beta`). `ctx.needs_input_grad` says which inputs need one.
#
# The example is softplus, $\operatorname{softplus}(x) = \frac{1}{\beta}\log(1 + e^{\beta x})$, whose
# derivative is $\sigma(\beta x)$. You call a `Function` through `apply`, never by instantiating it.
# %% [markdown] zh
# ## 自定义 `torch.autograd.Function`
#
# 当自动求导无法对某段计算求导（例如调用了其他库，或者对分离出来的数据做运算），或者你想要一个比自动求导自动构建的更省时、
# 数值上更稳定的反向计算时，就需要编写 `torch.autograd.Function`。按现代写法，它有三个静态方法：
#
# - `forward(x, beta)` 只根据输入计算结果，不接收 `ctx`。
# - `setup_context(ctx, inputs, output)` 保存反向计算要用到的东西：张量用 `ctx.save_for_backward` 保存，
#   其他对象作为 `ctx` 的属性保存。
# - `backward(ctx, grad_output)` 为 `forward` 的每个输入返回一个梯度，没有梯度的输入（这里是 Python 浮点数 `beta`）返回
#   `None`。`ctx.needs_input_grad` 说明哪些输入需要梯度。
#
# 示例是 softplus：$\operatorname{softplus}(x) = \frac{1}{\beta}\log(1 + e^{\beta x})$，它的导数是
# $\sigma(\beta x)$。调用 `Function` 要通过 `apply`，而不是创建它的实例。
# %%
class Softplus(torch.autograd.Function):
    @staticmethod
    def forward(x, beta):
        return torch.log1p(torch.exp(beta * x)) / beta

    @staticmethod
    def setup_context(ctx, inputs, output):
        x, beta = inputs
        ctx.save_for_backward(x)
        ctx.beta = beta

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        grad_x = None
        if ctx.needs_input_grad[0]:
            grad_x = grad_output * torch.sigmoid(ctx.beta * x)
        return grad_x, None


x = torch.tensor([-2.0, 0.0, 1.5], requires_grad=True)
out = Softplus.apply(x, 2.0)
print("output:", out)
print("grad_fn:", out.grad_fn.name())
out.sum().backward()
print("x.grad:", x.grad)

x_ref = x.detach().requires_grad_()
ref = torch.nn.functional.softplus(x_ref, beta=2.0)
ref.sum().backward()
print("matches F.softplus:", torch.allclose(out, ref), torch.allclose(x.grad, x_ref.grad))
# %% [markdown] en
# The output's `grad_fn` is a node named after the class, and both the values and the gradients agree with the
# built-in `torch.nn.functional.softplus`.
#
# ## Checking the backward with `gradcheck`
#
# `torch.autograd.gradcheck` compares the Jacobian your `backward` produces with one estimated by finite
# differences, $\bigl(f(x + \varepsilon) - f(x - \varepsilon)\bigr) / 2\varepsilon$. The estimate is only
# accurate enough in double precision, so the inputs are `float64`; `beta` is fixed with a lambda, because
# `gradcheck` perturbs every tensor input it is given.
# %% [markdown] zh
# 输出的 `grad_fn` 是一个以类名命名的节点，数值和梯度都与内置的 `torch.nn.functional.softplus` 一致。
#
# ## 用 `gradcheck` 检查反向计算
#
# `torch.autograd.gradcheck` 把你的 `backward` 给出的雅可比矩阵与有限差分
# $\bigl(f(x + \varepsilon) - f(x - \varepsilon)\bigr) / 2\varepsilon$ 估计出的雅可比矩阵进行比较。
# 只有在双精度下这个估计才足够准确，所以输入使用 `float64`；`beta` 用 lambda 固定下来，因为 `gradcheck`
# 会扰动传给它的每个张量输入。
# %%
x64 = torch.randn(5, dtype=torch.float64, requires_grad=True)
print("gradcheck:", torch.autograd.gradcheck(lambda t: Softplus.apply(t, 2.0), (x64,)))
# %% [markdown] en
# ## A wrong backward, caught
#
# A classic chain-rule slip is to multiply by the inner derivative $\beta$ once too often:
# $\beta\,\sigma(\beta x)$ instead of $\sigma(\beta x)$. Nothing fails when such a function runs forward or
# backward; only a check finds it. With `raise_exception=False`, `gradcheck` returns `False`; by default it
# raises a `GradcheckError` (a subclass of `RuntimeError`) whose message shows both Jacobians.
# %% [markdown] zh
# 一个典型的链式法则错误是多乘了一次内层导数 $\beta$：写成 $\beta\,\sigma(\beta x)$ 而不是 $\sigma(\beta x)$。
# 这样的函数在前向和反向计算时都不会报错，只有检查才能发现它。传入 `raise_exception=False` 时，`gradcheck` 返回
# `False`；默认情况下它会抛出 `GradcheckError`（`RuntimeError` 的子类），错误信息里给出两个雅可比矩阵。
# %%
class WrongSoftplus(Softplus):
    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * ctx.beta * torch.sigmoid(ctx.beta * x), None   # one beta too many


wrong = lambda t: WrongSoftplus.apply(t, 2.0)
print("gradcheck:", torch.autograd.gradcheck(wrong, (x64,), raise_exception=False))
try:
    torch.autograd.gradcheck(wrong, (x64,))
except RuntimeError as e:   # GradcheckError is a subclass of RuntimeError
    print(type(e).__name__ + ":", e)
# %% [markdown] en
# The analytical Jacobian is exactly twice the numerical one (the diagonal is $\beta = 2$ times too large),
# which points straight at the extra factor.
#
# ## Why `float64`
#
# The same correct `Softplus` fails `gradcheck` in `float32`: the finite-difference estimate carries rounding
# errors far above `gradcheck`'s tolerances. `gradcheck` warns about it; the warning is captured and printed
# here.
# %% [markdown] zh
# 解析雅可比矩阵恰好是数值雅可比矩阵的两倍（对角线大了 $\beta = 2$ 倍），直接指向了那个多余的因子。
#
# ## 为什么要用 `float64`
#
# 同一个正确的 `Softplus` 在 `float32` 下就通不过 `gradcheck`：有限差分估计的舍入误差远远超过 `gradcheck` 的容差。
# `gradcheck` 会对此发出警告；这里把警告捕获下来打印出来。
# %%
x32 = x64.detach().float().requires_grad_()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    ok = torch.autograd.gradcheck(lambda t: Softplus.apply(t, 2.0), (x32,), raise_exception=False)
print("gradcheck in float32:", ok)
print(caught[0].category.__name__ + ":", str(caught[0].message).strip())
# %% [markdown] en
# ## The backward is differentiable too
#
# `Softplus.backward` is written with differentiable torch operations, so autograd can differentiate through
# it: `torch.autograd.gradgradcheck` checks second derivatives the same way, and passes.
# %% [markdown] zh
# ## 反向计算本身也可以求导
#
# `Softplus.backward` 是用可求导的 torch 运算写成的，所以自动求导可以对它再求导：`torch.autograd.gradgradcheck`
# 用同样的方法检查二阶导数，结果通过。
# %%
print("gradgradcheck:", torch.autograd.gradgradcheck(lambda t: Softplus.apply(t, 2.0), (x64,)))
