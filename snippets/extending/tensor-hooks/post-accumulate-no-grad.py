import torch

w = torch.tensor([1.0], requires_grad=True)


def hook(t):
    print("  grad mode inside the hook:", torch.is_grad_enabled())
    with torch.enable_grad():
        print("  under enable_grad():      ", torch.is_grad_enabled())


w.register_post_accumulate_grad_hook(hook)
print("plain backward():")
(w * w).sum().backward()
print("backward(create_graph=True):")
(w * w).sum().backward(create_graph=True)
w.grad = None  # break the reference cycle that create_graph=True creates
