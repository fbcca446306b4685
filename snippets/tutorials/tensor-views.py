# timeout: 120
# uses: torch.Tensor.view, torch.Tensor.stride, torch.Tensor.is_contiguous, torch.Tensor.reshape, torch.Tensor.expand, torch.Tensor.repeat, views and shared storage, strides and contiguity, advanced indexing copies
# %% [markdown] en
# # Tensor views, strides and memory sharing
#
# A *view* is a tensor that reads and writes the memory of another tensor. Slicing, `view`, `transpose`,
# `permute` and `expand` return views; `reshape` returns a view when it can and a copy when it must;
# advanced indexing and `clone` always copy. This tutorial proves each claim by looking at the memory:
# `data_ptr()`, `untyped_storage()`, `stride()` and in-place writes that show through.
# %% [markdown] zh
# # 张量视图、步长与内存共享
#
# *视图*是读写另一个张量内存的张量。切片、`view`、`transpose`、`permute` 和 `expand` 返回视图；
# `reshape` 能返回视图时就返回视图，不能时才复制；高级索引和 `clone` 总是复制。本教程通过直接观察内存来验证每一条结论：
# `data_ptr()`、`untyped_storage()`、`stride()`，以及能透过视图看到的原地写入。
# %%
import torch

torch.manual_seed(0)
torch.set_printoptions(precision=4, linewidth=80)

base = torch.arange(12.0).reshape(3, 4)
print(base)
print("shape:", tuple(base.shape), "stride:", base.stride(), "contiguous:", base.is_contiguous())
# %% [markdown] en
# ## Strides
#
# The element at index $(i, j)$ lives at offset $i \cdot s_0 + j \cdot s_1$ from the start of the storage,
# where $(s_0, s_1)$ is the stride. For a contiguous $3 \times 4$ tensor the stride is $(4, 1)$.
# A transpose swaps the strides instead of moving any data.
# %% [markdown] zh
# ## 步长
#
# 索引 $(i, j)$ 处的元素位于存储起点之后偏移 $i \cdot s_0 + j \cdot s_1$ 的位置，其中 $(s_0, s_1)$ 是步长。
# 连续的 $3 \times 4$ 张量步长为 $(4, 1)$。转置只交换步长，不移动任何数据。
# %%
t = base.t()
print("t stride:", t.stride(), "contiguous:", t.is_contiguous())
print("same memory:", t.data_ptr() == base.data_ptr())
i, j = 2, 1
offset = i * t.stride()[0] + j * t.stride()[1]
print("t[2, 1] =", t[2, 1].item(), "storage[offset] =", base.flatten()[offset].item())
# %% [markdown] en
# ## Writes show through views
# %% [markdown] zh
# ## 写入会透过视图生效
# %%
row = base[1]          # basic indexing: a view
row[0] = 100.0
print(base)
v = base.view(2, 6)
v[1, 5] = -1.0
print("base[2, 3] after writing through a view:", base[2, 3].item())
# %% [markdown] en
# ## Copies do not share memory
#
# Advanced indexing (a tensor or list of indices, a boolean mask) builds a new tensor.
# %% [markdown] zh
# ## 复制不共享内存
#
# 高级索引（用张量或列表作索引、布尔掩码）会构造一个新张量。
# %%
picked = base[[0, 2]]
picked[0, 0] = 999.0
print("base[0, 0] is still", base[0, 0].item())
print("picked shares memory:", picked.data_ptr() == base.data_ptr())
masked = base[base > 5]
print("masked:", masked)
# %% [markdown] en
# ## `reshape` versus `view`
#
# `view` never copies, so it fails on a tensor whose strides do not allow the new shape.
# `reshape` copies in that case.
# %% [markdown] zh
# ## `reshape` 与 `view`
#
# `view` 从不复制，所以当步长无法表示新形状时会报错；这时 `reshape` 会复制一份。
# %%
try:
    t.view(12)
except RuntimeError as e:
    print("view failed:", str(e).split(".")[0])
r = t.reshape(12)
print("reshape copied:", r.data_ptr() != t.data_ptr())
r2 = base.reshape(12)
print("reshape of a contiguous tensor is a view:", r2.data_ptr() == base.data_ptr())
# %% [markdown] en
# ## `expand` makes stride-0 views
#
# `expand` repeats a size-1 dimension without allocating: the new dimension has stride 0,
# so every "row" is the same memory. `repeat` allocates and copies.
# %% [markdown] zh
# ## `expand` 生成步长为 0 的视图
#
# `expand` 在不分配内存的情况下重复大小为 1 的维度：新维度的步长为 0，所以每一“行”都是同一块内存。
# `repeat` 则会分配内存并复制。
# %%
col = torch.tensor([[1.0], [2.0], [3.0]])
e = col.expand(3, 4)
print("expand stride:", e.stride(), "bytes:", e.untyped_storage().nbytes())
rep = col.repeat(1, 4)
print("repeat stride:", rep.stride(), "bytes:", rep.untyped_storage().nbytes())
