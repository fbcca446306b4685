# raises: RuntimeError
import torch


def trainable(t):
    # gradients need a floating-point or complex dtype
    if not (t.is_floating_point() or t.is_complex()):
        t = t.float()
    return t.requires_grad_()


print("int tensor:", trainable(torch.tensor([1, 2])))
w = torch.tensor([1j])
print("complex: is_floating_point():", w.is_floating_point(), "| requires_grad_() works:", trainable(w).requires_grad)
torch.tensor([1, 2]).requires_grad_()
