# raises: RuntimeError
import torch

f = torch.tensor([1.0, 2.0, 3.0])
print("float true_divide_:", f.true_divide_(2), "returns self:", f.true_divide_(1) is f)
i = torch.tensor([1, 2, 3])
i.true_divide_(2)
