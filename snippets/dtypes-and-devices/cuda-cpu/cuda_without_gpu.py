# raises: AssertionError
import torch

print("CUDA available:", torch.cuda.is_available())
torch.zeros(2).cuda()
