# raises: RuntimeError
import torch

x = torch.tensor([-1.0, 0.0, 1.0])
ptr = x.data_ptr()
r = x.sigmoid_()
print("x after sigmoid_:", x, "| returns x:", r is x, "| same memory:", x.data_ptr() == ptr)

w = torch.tensor([0.5], requires_grad=True)
w.sigmoid_()  # a leaf that requires grad cannot be changed in place
