import torch

img = torch.tensor([[1, 2, 3],
                    [4, 5, 6]])
print("mirror image:", img.fliplr().tolist())
print("bool works too:", torch.tensor([[True, False]]).fliplr().tolist())
