# raises: RuntimeError
import torch

x = torch.arange(8)
print("tensor_split(x, 3)  :", [p.tolist() for p in torch.tensor_split(x, 3)])    # 3 pieces
print("tensor_split(x, [3]):", [p.tolist() for p in torch.tensor_split(x, [3])])  # one cut at 3
torch.tensor_split(x, 0)
