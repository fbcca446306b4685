import torch

a = torch.zeros(2, 3)
b = torch.ones(2, 3)

print("cat   dim=0:", tuple(torch.cat((a, b), dim=0).shape))    # existing dim grows
print("stack dim=0:", tuple(torch.stack((a, b), dim=0).shape))  # new dim of size 2
print("cat   dim=1:", tuple(torch.cat((a, b), dim=1).shape))
print("stack dim=1:", tuple(torch.stack((a, b), dim=1).shape))

# cat accepts different sizes along dim; stack does not
c = torch.ones(1, 3)
print("cat (2,3)+(1,3):", tuple(torch.cat((a, c)).shape))
