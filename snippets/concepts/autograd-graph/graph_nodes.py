import torch

x = torch.tensor([1.0, 2.0, 3.0])
w = torch.tensor([0.5, 0.5, 0.5], requires_grad=True)
b = torch.tensor(1.0, requires_grad=True)
loss = (x * w + b).relu().sum()


def walk(fn, depth=0):
    if fn is None:
        return
    extra = ""
    if hasattr(fn, "variable"):  # AccumulateGrad: the leaf it feeds
        extra = f"  (leaf of shape {tuple(fn.variable.shape)})"
    print("  " * depth + type(fn).__name__ + extra)
    for child, _ in fn.next_functions:
        walk(child, depth + 1)


walk(loss.grad_fn)
print("loss has .creator:", hasattr(loss, "creator"), "| has .grad_fn:",
      loss.grad_fn is not None)
loss.backward()
print("w.grad:", w.grad, "b.grad:", b.grad)
