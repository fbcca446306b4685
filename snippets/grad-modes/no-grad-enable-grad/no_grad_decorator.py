import torch

w = torch.tensor([0.5, 1.0], requires_grad=True)


@torch.no_grad()  # with parentheses
def predict(inp):
    return inp @ w


@torch.no_grad  # without parentheses works too
def predict_bare(inp):
    return inp @ w


inp = torch.tensor([2.0, 1.0])
print("predict:", predict(inp), "requires_grad:", predict(inp).requires_grad)
print("predict_bare requires_grad:", predict_bare(inp).requires_grad)
print("grad enabled after the calls:", torch.is_grad_enabled())


@torch.no_grad()
def steps():
    # a decorated generator: the mode is on while its body runs ...
    yield torch.is_grad_enabled()
    yield torch.is_grad_enabled()


for inside in steps():
    # ... and restored each time control comes back to the caller
    print("inside generator:", inside, "| in caller loop:", torch.is_grad_enabled())
