# raises: TypeError
import torch

print("torch.cuda.FloatTensor is a class:", isinstance(torch.cuda.FloatTensor, type))
print("CUDA available:", torch.cuda.is_available())
print("isinstance(torch.zeros(2), torch.cuda.FloatTensor):", isinstance(torch.zeros(2), torch.cuda.FloatTensor))
torch.cuda.FloatTensor([1.0, 2.0])
