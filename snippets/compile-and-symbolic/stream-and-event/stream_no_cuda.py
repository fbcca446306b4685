# raises: RuntimeError
import torch

print("torch.cuda.is_available():", torch.cuda.is_available())
torch.Stream(device="cuda")
