# raises: TypeError
import torch

a = torch.tensor([1, 2], dtype=torch.int32)
print("positional:", torch.result_type(a, 1.0))
print("tensor=, other=:", torch.result_type(tensor=a, other=1.0))
torch.result_type(tensor1=a, tensor2=1.0)  # the names in the docstring are not the real keywords
