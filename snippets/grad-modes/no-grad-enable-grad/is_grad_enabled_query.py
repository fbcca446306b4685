import torch

print("default:", torch.is_grad_enabled(), "| type:", type(torch.is_grad_enabled()).__name__)
with torch.no_grad():
    print("in no_grad:", torch.is_grad_enabled())
    with torch.enable_grad():
        print("in no_grad > enable_grad:", torch.is_grad_enabled())
with torch.inference_mode():
    print("in inference_mode:", torch.is_grad_enabled())


def maybe_backward(loss):
    # code that must not build a graph can check the mode first
    if torch.is_grad_enabled() and loss.requires_grad:
        loss.backward()
        return "backward ran"
    return "skipped"


w = torch.ones(1, requires_grad=True)
print(maybe_backward((w * 2).sum()))
with torch.no_grad():
    print(maybe_backward((w * 2).sum()))
