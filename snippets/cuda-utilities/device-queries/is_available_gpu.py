# device: cuda
import torch

print("is_available():", torch.cuda.is_available())
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
print("chosen device:", device)
